export class ContentImageDto {
  success: boolean;
  /** Where the picture is served, to put in the text's `<img src>` (`/uploads/content/<random>.<kind>`). */
  imageUrl: string;
}
