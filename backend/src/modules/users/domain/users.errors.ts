import { DomainError } from '../../../shared/domain/domain-error.js';

export class UsernameTakenError extends DomainError {
  readonly code = 'username_taken';
  readonly kind = 'conflict';
  constructor() {
    super('Nome utente già in uso');
  }
}

export class EmailTakenError extends DomainError {
  readonly code = 'email_taken';
  readonly kind = 'conflict';
  constructor() {
    super('Indirizzo email già registrato');
  }
}

/** Same answer for an unknown username and a wrong password: a login never reveals which accounts exist. */
export class InvalidCredentialsError extends DomainError {
  readonly code = 'invalid_credentials';
  readonly kind = 'unauthorized';
  constructor() {
    super('Nome utente o password non validi');
  }
}

export class MissingCredentialsError extends DomainError {
  readonly code = 'missing_credentials';
  readonly kind = 'invalid';
  constructor() {
    super('Username e password sono obbligatori');
  }
}

export class NotAnAdminError extends DomainError {
  readonly code = 'not_an_admin';
  readonly kind = 'forbidden';
  constructor() {
    super('Solo gli amministratori autorizzati possono accedere');
  }
}

export class MissingVerificationTokenError extends DomainError {
  readonly code = 'verification_token_missing';
  readonly kind = 'invalid';
  constructor() {
    super('Token di verifica mancante');
  }
}

export class InvalidVerificationTokenError extends DomainError {
  readonly code = 'verification_token_invalid';
  readonly kind = 'invalid';
  constructor() {
    super('Token di verifica non valido o scaduto');
  }
}

export class AlreadyVerifiedError extends DomainError {
  readonly code = 'email_already_verified';
  readonly kind = 'conflict';
  constructor() {
    super("L'indirizzo email è già verificato");
  }
}

export class UserNotFoundError extends DomainError {
  readonly code = 'user_not_found';
  readonly kind = 'not_found';
  constructor() {
    super('Utente non trovato');
  }
}

export class CannotDeleteSelfError extends DomainError {
  readonly code = 'cannot_delete_self';
  readonly kind = 'forbidden';
  constructor() {
    super('Non puoi eliminare il tuo account');
  }
}

export class CannotDeleteMainAdminError extends DomainError {
  readonly code = 'cannot_delete_main_admin';
  readonly kind = 'forbidden';
  constructor() {
    super("L'amministratore principale non può essere eliminato");
  }
}

/** #15: a username outside the allowed set, or a reserved one: 422 `validation_failed` on `username`. */
export class UsernameNotAllowedError extends DomainError {
  readonly code = 'validation_failed';
  readonly kind = 'invalid';
  constructor(reason: 'username_reserved' | 'invalid_format') {
    super(reason === 'username_reserved' ? 'Questo nome utente non è disponibile' : 'Il nome utente può contenere solo lettere, cifre, _ - .', [
      { field: 'username', code: reason },
    ]);
  }
}

/** #15: registering, or logging in as someone else, while a session is open: log out first. */
export class AlreadyLoggedInError extends DomainError {
  readonly code = 'already_logged_in';
  readonly kind = 'conflict';
  constructor() {
    super("Hai già effettuato l'accesso: esci prima di entrare con un altro account");
  }
}

/**
 * ADR 0053: too many failed logins for this account (known or not: the same answer). 429 with
 * Retry-After, even with the right password, until the lock ends or the mailed link unlocks it.
 */
export class AccountLockedError extends DomainError {
  readonly code = 'too_many_requests';
  readonly kind = 'rate_limited';
  override readonly messageKey = 'account_locked';
  constructor(override readonly retryAfterSeconds: number) {
    super('Troppi tentativi di accesso non riusciti per questo account: riprova più tardi o usa il link di sblocco inviato per email');
  }
}

export class InvalidUnlockTokenError extends DomainError {
  readonly code = 'unlock_token_invalid';
  readonly kind = 'invalid';
  constructor() {
    super('Link di sblocco non valido o scaduto');
  }
}
