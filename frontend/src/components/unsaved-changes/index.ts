export { LeaveEditorDialog } from './LeaveEditorDialog';
export { useChangedSinceStart, useUnsavedChanges, type UnsavedChanges } from './use-unsaved-changes';
