import { Controller, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { Roles } from '../../../../shared/auth/access-policy.js';
import { ApiErrors } from '../../../../shared/http/api-errors.js';
import { ErrorResponseDto } from '../../../../shared/http/error-response.dto.js';
import { Invalidates } from '../../../../shared/http/http-cache.js';
import { UPLOAD_POLICIES } from '../../../../shared/storage/image-intake.js';
import { ContentImagesService } from '../../application/content-images.service.js';
import { ContentImageDto } from './dto/content-image.dto.js';

@ApiTags('admin')
@Controller('api/content-images')
export class ContentImagesController {
  constructor(private readonly images: ContentImagesService) {}

  @Post()
  // 200 with the address, as the other upload routes answer.
  @HttpCode(200)
  @Roles('admin')
  // Nothing cached shows the picture until a text that holds it is saved.
  @Invalidates([])
  @UseInterceptors(FileInterceptor('image', { limits: { fileSize: UPLOAD_POLICIES.content.maxBytes, files: 1 } }))
  @ApiOperation({
    summary: 'Upload a picture for a rich text (a news body, a deck guide)',
    description:
      'PNG, JPEG, WebP or GIF, at most 5 MB and 24 megapixels, judged by its bytes and re-encoded without metadata, at most 1,600 px on its longest side ' +
      '(the one image intake, as the news and card pictures). The answer is the address to put in the text; the text is sanitised when it is saved.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', required: ['image'], properties: { image: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ type: ContentImageDto })
  @ApiUnprocessableEntityResponse({
    type: ErrorResponseDto,
    description: 'not_an_image (judged by the bytes and decoding), image_format_not_allowed (SVG, TIFF, HEIC...), image_too_many_pixels or image_missing',
  })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'payload_too_large: over 5 MB' })
  @ApiErrors('image_missing', 'not_an_image', 'image_format_not_allowed', 'image_too_many_pixels')
  async uploadContentImage(@UploadedFile() file?: { buffer: Buffer }): Promise<ContentImageDto> {
    return { success: true, imageUrl: await this.images.upload(file?.buffer) };
  }
}
