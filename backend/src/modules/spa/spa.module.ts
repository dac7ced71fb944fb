import { Module } from '@nestjs/common';
import { SpaController } from './spa.controller.js';

/** Imported last: its catch-all route must come after every API route. */
@Module({ controllers: [SpaController] })
export class SpaModule {}
