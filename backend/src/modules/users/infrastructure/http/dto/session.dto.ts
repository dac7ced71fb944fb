import { ApiProperty } from '@nestjs/swagger';
import { UserDto } from './user.dto.js';

/** Who is logged in, asked without failing: a visitor is a normal state (`user: null`), not an error. */
export class SessionDto {
  @ApiProperty({ type: UserDto, nullable: true, description: 'The logged-in user, or null for a visitor' })
  user: UserDto | null;
}
