/** The six card colours' swatches, by lower-case name ('red' → '#d8463b'). */
export declare const CARD_COLOUR_SWATCHES: Readonly<Record<'red' | 'green' | 'blue' | 'purple' | 'black' | 'yellow', string>>;

/** The swatch of one colour name as the data writes it ('Red', ' green '); undefined for a name the game does not print. */
export function colourSwatch(name: string): string | undefined;
