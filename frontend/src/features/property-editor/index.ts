// The property editor's public entry: the detail page's pencil and the editor itself, which
// loads in its own chunk (TipTap included) only when staff open it.
export { EditPropertyButton, LazyPropertyEditor } from './PropertyEditLayer';
