export { TextField, TextAreaField } from './Field';
export { FormStatusMessage } from './FormStatus';
export { default as formStyles } from './Form.module.css';
export { NoScriptSendNote } from './NoScriptSendNote';
