/** Stroke icons for the staff's floating buttons; decorative, the button's label names them. */
const PATHS = {
  plus: 'M12 5v14M5 12h14',
  pencil: 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4',
  save: 'M5 4h11l3 3v13H5zM8 4v5h8V4M8 20v-6h8v6',
  cancel: 'M6 6l12 12M18 6L6 18',
  gallery: 'M3 6h13v12H3zM3 15l4-4 4 4 2-2 3 3M19 3v6M16 6h6',
  chart: 'M4 20h16M6 20v-6M10.5 20V8M15 20v-9M19.5 20V4',
  settings:
    'M12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6zM19 12a7 7 0 0 0-.1-1.2l2-1.5-2-3.4-2.3.9a7 7 0 0 0-2-1.2L14 3h-4l-.6 2.6a7 7 0 0 0-2 1.2l-2.3-.9-2 3.4 2 1.5a7 7 0 0 0 0 2.4l-2 1.5 2 3.4 2.3-.9a7 7 0 0 0 2 1.2L10 21h4l.6-2.6a7 7 0 0 0 2-1.2l2.3.9 2-3.4-2-1.5c.1-.4.1-.8.1-1.2z',
} as const;

export type IconName = keyof typeof PATHS;

export function ActionIcon({ name }: { name: IconName }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d={PATHS[name]} />
    </svg>
  );
}
