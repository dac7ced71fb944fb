/**
 * A detail page's description in each language (the first sentence of a deck's guide, an article's
 * text; 157 characters at most plus '...'), computed by the server with the same function that
 * writes the page's head. Empty when the content has no text of its own.
 */
export class PageDescriptionDto {
  it: string;
  en: string;
}
