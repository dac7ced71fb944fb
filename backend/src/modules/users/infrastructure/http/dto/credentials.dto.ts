import { IsEmail, IsIn, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { IsOptionalNotNull } from '../../../../../shared/http/is-optional-not-null.js';

/** User login (docs/product.md#form-validation). */
export class LoginDto {
  @IsString({ message: 'Inserisci il tuo nome utente' })
  @MinLength(1, { message: 'Inserisci il tuo nome utente' })
  username: string;

  @IsString({ message: 'Inserisci la tua password' })
  @MinLength(1, { message: 'Inserisci la tua password' })
  password: string;
}

/** Registration (docs/product.md#form-validation); the confirmation field is checked by the form and not sent. */
export class RegisterDto {
  @IsString({ message: 'Il nome utente deve avere almeno 3 caratteri' })
  @MinLength(3, { message: 'Il nome utente deve avere almeno 3 caratteri' })
  @MaxLength(30, { message: 'Il nome utente può avere al massimo 30 caratteri' })
  @Matches(/^[A-Za-z0-9_.-]*$/, { message: 'Il nome utente può contenere solo lettere, cifre, _ - .' })
  username: string;

  @IsEmail({}, { message: 'Inserisci un indirizzo email valido' })
  @MaxLength(255, { message: 'Inserisci un indirizzo email valido' })
  email: string;

  @IsString({ message: 'La password deve avere almeno 6 caratteri' })
  @MinLength(6, { message: 'La password deve avere almeno 6 caratteri' })
  @MaxLength(200, { message: 'La password può avere al massimo 200 caratteri' })
  password: string;

  /** Language of the verification e-mail; the site's current language. */
  @IsOptionalNotNull()
  @IsIn(['it', 'en'])
  language?: 'it' | 'en';
}

/** A new admin (docs/product.md#form-validation): all three required. */
export class CreateAdminDto {
  @IsString({ message: 'Il nome utente deve avere almeno 3 caratteri' })
  @MinLength(3, { message: 'Il nome utente deve avere almeno 3 caratteri' })
  @MaxLength(30, { message: 'Il nome utente può avere al massimo 30 caratteri' })
  @Matches(/^[A-Za-z0-9_.-]*$/, { message: 'Il nome utente può contenere solo lettere, cifre, _ - .' })
  username: string;

  @IsString({ message: 'La password deve avere almeno 6 caratteri' })
  @MinLength(6, { message: 'La password deve avere almeno 6 caratteri' })
  @MaxLength(200, { message: 'La password può avere al massimo 200 caratteri' })
  password: string;

  @IsEmail({}, { message: 'Inserisci un indirizzo email valido' })
  @MaxLength(255, { message: 'Inserisci un indirizzo email valido' })
  email: string;
}

/** ADR 0053: the token of the unlock link mailed when an account gets locked. */
export class UnlockAccountDto {
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  token: string;
}
