export interface RichTextEditorProps {
  /** Given to the editing area, so a <label htmlFor> can point at it. */
  id?: string;
  /** HTML. */
  value: string;
  onChange(html: string): void;
  /** The editor's accessible name (e.g. "Guida in italiano"). */
  label: string;
  placeholder?: string;
  /**
   * Uploads a picture and answers its address (ADR 0075; an admin's texts only): the image tool then
   * offers a file, and pasted or dropped pictures are uploaded instead of being inlined.
   */
  uploadImage?: (file: File) => Promise<string>;
}
