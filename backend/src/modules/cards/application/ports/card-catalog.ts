/** Port: an external card catalogue, asked one code at a time. Answers raw card data (any import format) or null. */
export abstract class CardCatalog {
  abstract findByCode(code: string): Promise<unknown | null>;
}
