/** The body of every 4xx/5xx answer. */
export class ErrorResponseDto {
  statusCode: number;
  /** Stable machine code the front end translates, e.g. 'not_found', 'validation_failed'. */
  code: string;
  message: string;
}
