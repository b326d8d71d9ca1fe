// The property editor's public entry: the detail page's pencil and the editor itself, which
// loads in its own chunk (TipTap included) only when staff open it.
export { EditPropertyButton, LazyPropertyEditor } from './PropertyEditLayer';
// The list card's one-click hide, show and sold buttons, saved through the editor's save.
export { useCardChange, type CardChange } from './api/card-change';
