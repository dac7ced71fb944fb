import { useCallback } from 'react';
import { api } from './generated';

/** A picture as a multipart body, field `image`, as every upload route reads it (the generated query would send JSON). */
export function imageForm(image: Blob): FormData {
  const form = new FormData();
  // The file name goes along (some engines drop it otherwise); the API judges the bytes anyway.
  form.append('image', image, image instanceof File ? image.name : 'image');
  return form;
}

/** Pictures uploaded into the rich-text editor (ADR 0075): nothing cached changes until a text that holds one is saved. */
export const contentImagesApi = api.enhanceEndpoints({
  endpoints: {
    uploadContentImage: (definition) => {
      definition.query = ({ body }) => ({ url: '/api/content-images', method: 'POST', body: imageForm(body.image) });
    },
  },
});

export const { useUploadContentImageMutation } = contentImagesApi;

/** The editor's uploader for an admin's texts: a file in, the address of the picture the site keeps out (or a rejection with the API's error). */
export function useContentImageUpload(): (file: File) => Promise<string> {
  const [upload] = useUploadContentImageMutation();
  return useCallback(async (file: File) => (await upload({ body: { image: file } }).unwrap()).imageUrl, [upload]);
}
