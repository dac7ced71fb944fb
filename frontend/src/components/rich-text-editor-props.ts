export interface RichTextEditorProps {
  /** Given to the editing area, so a <label htmlFor> can point at it. */
  id?: string;
  /** HTML. */
  value: string;
  onChange(html: string): void;
  /** The editor's accessible name (e.g. "Guida in italiano"). */
  label: string;
  placeholder?: string;
}
