import { jsx as _jsx, jsxs as _jsxs } from "react/jsx-runtime";
import { useId, useRef, useState } from 'react';
import { toast } from '@/components/toast';
import { isJpegFile, uploadImage } from '@/lib/images/upload-image';
import styles from './editor.module.css';
/** File picker and drop zone for JPEGs, one progress bar per file. */
export function PhotoUploader({ title, target, multiple, onUploaded }) {
    const [uploads, setUploads] = useState([]);
    const [dragging, setDragging] = useState(false);
    const input = useRef(null);
    const inputId = useId();
    const sequence = useRef(0);
    const update = (key, change) => setUploads((current) => current.map((u) => (u.key === key ? { ...u, ...change } : u)));
    const start = (files) => {
        const chosen = multiple ? files : files.slice(0, 1);
        const refused = chosen.filter((file) => !isJpegFile(file));
        if (refused.length > 0)
            toast.error(`Only .jpg files can be uploaded: ${refused.map((f) => f.name).join(', ')}`, 'Error');
        const accepted = chosen.filter(isJpegFile);
        // One after another: the server numbers gallery photos after the highest one present.
        void accepted.reduce(async (previous, file) => {
            await previous;
            const key = `${(sequence.current += 1)}`;
            setUploads((current) => [...current, { key, name: file.name, progress: 0, state: 'uploading' }]);
            try {
                await uploadImage(file, target, (progress) => update(key, { progress }));
                update(key, { state: 'done', progress: 1 });
                onUploaded();
            }
            catch (error) {
                update(key, { state: 'failed', message: error instanceof Error ? error.message : 'Upload failed' });
            }
        }, Promise.resolve());
    };
    const onDrop = (event) => {
        event.preventDefault();
        setDragging(false);
        start([...event.dataTransfer.files]);
    };
    return (_jsxs("section", { className: styles.uploader, "aria-label": title, children: [_jsxs("div", { className: `${styles.dropZone} ${dragging ? styles.dragging : ''}`, onDragOver: (event) => {
                    event.preventDefault();
                    setDragging(true);
                }, onDragLeave: () => setDragging(false), onDrop: onDrop, children: [_jsx("p", { children: multiple ? 'Drop .jpg photos here, or' : 'Drop a .jpg here, or' }), _jsx("label", { htmlFor: inputId, className: styles.secondary, children: multiple ? 'Choose photos' : 'Choose a photo' }), _jsx("input", { ref: input, id: inputId, className: styles.fileInput, type: "file", accept: ".jpg,.jpeg,image/jpeg", multiple: multiple, onChange: (event) => {
                            start([...(event.target.files ?? [])]);
                            event.target.value = '';
                        } })] }), uploads.length > 0 && (_jsx("ul", { className: styles.uploads, children: uploads.map((upload) => (_jsxs("li", { children: [_jsx("span", { children: upload.name }), _jsx("progress", { max: 1, value: upload.progress, "aria-label": `Uploading ${upload.name}` }), _jsxs("span", { role: upload.state === 'failed' ? 'alert' : undefined, children: [upload.state === 'uploading' && `${Math.round(upload.progress * 100)}%`, upload.state === 'done' && 'Uploaded', upload.state === 'failed' && upload.message] })] }, upload.key))) }))] }));
}
