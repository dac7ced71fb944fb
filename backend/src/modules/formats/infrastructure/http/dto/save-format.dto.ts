import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsInt, IsString, MaxLength, ValidateNested } from 'class-validator';

export class SaveBanListEntryDto {
  @IsString()
  @MaxLength(64)
  code: string;

  /** 0 = banned, 1 to 3 = restricted to that many copies. */
  @ApiProperty({ type: 'integer', minimum: 0, maximum: 3 })
  @IsInt()
  maxCopies: number;
}

/** Name, legal sets and ban list (the code is the path's, or the create body's). Rules are the domain's. */
export class UpdateFormatDto {
  @IsString()
  @MaxLength(100)
  name: string;

  /** Set prefixes: 'OP01', 'ST10', 'EB01', 'P'. */
  @IsArray()
  @ArrayMaxSize(500)
  @IsString({ each: true })
  @MaxLength(10, { each: true })
  legalSets: string[];

  @IsArray()
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => SaveBanListEntryDto)
  banList: SaveBanListEntryDto[];
}

export class CreateFormatDto extends UpdateFormatDto {
  /** 'OP11': upper-case letters, digits and dashes. */
  @IsString()
  @MaxLength(16)
  code: string;
}
