const SCRIPT_URL = 'https://accounts.google.com/gsi/client';
let loading = null;
/** Loads the script once, as an external file (no inline script, so the CSP stays strict). */
export function loadGoogleIdentity() {
    loading ??= new Promise((resolve, reject) => {
        const script = document.createElement('script');
        script.src = SCRIPT_URL;
        script.async = true;
        script.onload = () => (window.google ? resolve(window.google) : reject(new Error('Google sign-in unavailable')));
        script.onerror = () => {
            loading = null;
            script.remove();
            reject(new Error('Google sign-in could not load'));
        };
        document.head.appendChild(script);
    });
    return loading;
}
