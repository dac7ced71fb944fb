/**
 * The token typed or pasted into the manual form. People paste the whole link from the e-mail as
 * often as the token itself, so a link gives its `token` parameter.
 */
export function tokenFromInput(input: string): string {
  const text = input.trim();
  if (text.includes('token=')) {
    try {
      return new URL(text, 'http://localhost').searchParams.get('token')?.trim() ?? '';
    } catch {
      return text;
    }
  }
  return text;
}
