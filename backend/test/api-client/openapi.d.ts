// Generated from openapi.yaml by openapi-typescript (npm run openapi: packages/api-client/generate.mjs). Do not edit.

export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Tell whether the app and its database answer, and the state of storage, mail and Redis
     * @description Access: public.
     */
    get: operations['getHealth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/health/ready': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Tell whether start-up (migrations, demo seed) is finished and the app may take traffic
     * @description Access: public.
     */
    get: operations['getReadiness'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/metrics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Read the process metrics (bearer METRICS_TOKEN)
     * @description Access: public.
     */
    get: operations['getMetrics'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/user': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get the logged-in user (401 for a visitor)
     * @description Access: a logged-in user (role: user); needs the session cookie.
     */
    get: operations['getCurrentUser'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/session': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Who is logged in, if anyone (never 401)
     * @description Answers 200 with `{ user: null }` for a visitor. `GET /api/user` answers 401 instead (docs/product.md#api).
     *
     *     Access: public.
     */
    get: operations['getSession'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create an account
     * @description Access: public.
     */
    post: operations['register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log in
     * @description Access: public.
     */
    post: operations['login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log out
     * @description Access: public.
     */
    post: operations['logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/verify-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Verify an e-mail address with the token from the mail
     * @description Access: public.
     */
    get: operations['verifyEmail'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/unlock-account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Unlock an account with the token from the lock mail
     * @description An account locked after too many failed logins (ADR 0053) is unlocked at once with the one-time token mailed to its owner (valid 1 hour). A POST, so mail scanners that open links cannot spend the token: the link leads to the site page that sends it.
     *
     *     Access: public.
     */
    post: operations['unlockAccount'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/resend-verification': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send the verification mail again
     * @description Access: a logged-in user (role: user); needs the session cookie.
     */
    post: operations['resendVerification'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/auth': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Tell whether the caller is an administrator
     * @description Access: public.
     */
    get: operations['getAdminAuth'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log in to the back office
     * @description Access: public.
     */
    post: operations['adminLogin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Log out of the back office
     * @description Access: public.
     */
    post: operations['adminLogout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/create': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Create an administrator
     * @description Access: the main administrator (role: superadmin); needs the session cookie.
     */
    post: operations['createAdmin'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/user/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Delete a user or an administrator
     * @description Access: the main administrator (role: superadmin); needs the session cookie.
     */
    delete: operations['deleteUser'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the administrators
     * @description Access: the main administrator (role: superadmin); needs the session cookie.
     */
    get: operations['listAdmins'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/all-users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List every user
     * @description Access: the main administrator (role: superadmin); needs the session cookie.
     */
    get: operations['listAllUsers'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/all-users/page': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The user manager's table: every account, a page at a time
     * @description GET /api/admin/all-users searched (q: username or e-mail), filtered (admin, verified: true or false) and sorted by a column (sort: id, username, email or createdAt, `-` in front for descending; default -createdAt) in SQL, paged as every list (ADR 0067, 0074). Super admins only.
     *
     *     Access: the main administrator (role: superadmin); needs the session cookie.
     */
    get: operations['listAllUsersPage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * All cards, ordered by set number; with q, the cards a search matches
     * @description Without q: the whole list, compressed (br/gzip) with an ETag; send If-None-Match to get 304 when unchanged. With q: the matching cards in the same order (the same rule as GET /api/cards/search, which answers their ids). A term on a field no card carries (rarity, when the imported data has none) finds no card: the answer says so in the Card-Query-Notice header (GET /api/cards/search and /gallery answer the same notices in their body).
     *
     *     Access: public.
     */
    get: operations['listCards'];
    put?: never;
    /**
     * Create one card by hand
     * @description The edit form's fields and rules; the code is letters and digits joined by - or _ (at most 32) and must be free (409 card_code_taken). Without imageUrl the card gets the official card list's picture for its code, as an import does.
     *
     *     Access: an administrator (role: admin); needs the session cookie.
     */
    post: operations['createCard'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cards/search': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Search cards: the ids a query matches and the query as understood
     * @description Ids in list order (set number). A screen that already holds GET /api/cards shows these cards from it; terms give each term in canonical spelling for a filters panel. ETag and If-None-Match are supported.
     *
     *     Access: public.
     */
    get: operations['searchCards'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cards/gallery': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A page of the /cards gallery: the tiles a query matches, sorted and grouped
     * @description One tile per card (its printings listed with it) or per printing, by set number or by name; paged as every list (page, pageSize, the Link header). The total counts the tiles; cardCount the whole list. Cached with an ETag.
     *
     *     Access: public.
     */
    get: operations['cardGallery'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cards/filter-options': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The choices of the /cards filters, each with the search term it writes
     * @description Types, colours, costs, powers, sets (in set order, readable), attributes and families (split on "/"), rarities. Cached with an ETag.
     *
     *     Access: public.
     */
    get: operations['listCardFilterOptions'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cards/import': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import cards from a file (upsert by code, all or nothing)
     * @description The body is the file itself: keyed format (object keyed by code), or standard format (array, { cards: [...] } or { data: [...] }).
     *
     *     Access: an administrator (role: admin); needs the session cookie.
     */
    post: operations['importCards'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cards/bulk-delete': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete the cards selected in the table
     * @description One transaction; ids already gone are skipped and count answers how many went. GET /api/cards/bulk-delete/impact names the decks that would lose cards.
     *
     *     Access: an administrator (role: admin); needs the session cookie.
     */
    post: operations['deleteSelectedCards'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cards/normalize-types': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Normalise card types to their canonical spelling
     * @description Every card, or with `ids` only the cards selected in the table (the same rule). The body may be left out.
     *
     *     Access: an administrator (role: admin); needs the session cookie.
     */
    post: operations['normalizeCardTypes'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cards/clear': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete every card
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    post: operations['clearCards'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cards/clear-prefix': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Delete the cards whose code starts with a prefix
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    post: operations['clearCardsByPrefix'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cards/search-online': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Fetch one card from the external catalogue (CARD_CATALOG_URL) and store it
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    post: operations['searchCardOnline'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cards/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Edit a card
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    put: operations['updateCard'];
    post?: never;
    /**
     * Delete a card
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    delete: operations['deleteCard'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cards/{id}/image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a card image (PNG, JPEG, WebP or GIF, at most 5 MB and 16 megapixels; re-encoded without metadata)
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    post: operations['uploadCardImage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/card-images/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A card's picture, served by the site
     * @description Fetched once from the card's recorded image address (allowed hosts only) or its upload, then kept. size=thumb is a small WebP for grids; the default full size is PNG or JPEG (popups, printing, PDF). With v (a tag of the recorded address) the answer may be cached for a year. When the picture cannot be had the card back is answered (cached briefly; the fetch is retried later). ETag and If-None-Match are supported.
     *
     *     Access: public.
     */
    get: operations['getCardImage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/cards': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The back office's card table, a page at a time
     * @description Searched (q: name, code or set), filtered (type, or invalid for the types the normalisation would change; color; set) and sorted by a column (sort: code, name, type, set or id, `-` in front for descending; default code, the set-number order), paged as every list (ADR 0067). Admins only; never cached.
     *
     *     Access: an administrator (role: admin); needs the session cookie.
     */
    get: operations['listAdminCards'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/formats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the game formats, newest first
     * @description Access: public.
     */
    get: operations['listFormats'];
    put?: never;
    /**
     * Add a format (not current until made so)
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    post: operations['createFormat'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/formats/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change a format's name, legal sets and ban list
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    put: operations['updateFormat'];
    post?: never;
    /**
     * Delete a format that is not the current one (decks keep its code)
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    delete: operations['deleteFormat'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/formats/{code}/current': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Make this format the current one (the default for new decks and the home page)
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    post: operations['setCurrentFormat'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/game-rules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The game's rules in one call: formats, current format, tiers, card types, deck limits, priority range, favourability
     * @description The client restates none of these (ADR 0010). Served with an ETag; send If-None-Match to get 304 when unchanged.
     *
     *     Access: public.
     */
    get: operations['getGameRules'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/decks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List every deck as a summary
     * @description The product's full list of curated decks (admins') for API consumers, as the gallery's summaries: no guides, matchups or card list (GET /api/decks/{id} has them). Screens use GET /api/decks/page.
     *
     *     Access: public.
     */
    get: operations['listDecks'];
    put?: never;
    /**
     * Create a deck
     * @description An admin's deck is curated (the product's gallery: draft flag, tier, priority). A verified player's is a community deck they own: private unless `visibility` says otherwise, with tier, priority and isDraft ignored (the defaults are kept) and each guide at most 50,000 characters once sanitised. A player (a verified account that is not an admin) keeps at most 200 decks (409 deck_limit_reached) and creates at most 30 an hour, copies included (429 deck_creation_rate_limited with Retry-After).
     *
     *     Access: a logged-in user with a verified e-mail address (role: verified); needs the session cookie.
     */
    post: operations['createDeck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/decks/page': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One page of the deck gallery
     * @description Decks filtered by tier, format and leader, sorted and paged in the database (the gallery sends its filters here); paged as every list (page, pageSize, the Link header). `source` picks the gallery: curated (default; the admins' published decks, the product's gallery), community (players' public decks) or all. Private, unlisted and hidden decks are never listed; an admin asking for drafts gets the source's unlisted decks too.
     *
     *     Access: public.
     */
    get: operations['searchDecks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/decks/leaders': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the leaders of a gallery's decks with their deck count (`source` as in GET /api/decks/page)
     * @description Access: public.
     */
    get: operations['listDeckLeaders'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/decks/formats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the formats of a gallery's decks with their deck count (`source` as in GET /api/decks/page)
     * @description Only formats that have decks in the gallery, most decks first, then by code: the gallery offers these in its format filter.
     *
     *     Access: public.
     */
    get: operations['listDeckFormats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/decks/mine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The caller's own decks, whatever their visibility
     * @description Every deck the caller owns (private, unlisted, public; for an admin their curated decks and drafts too), a page at a time as the gallery, newest first by default. Each summary carries its `visibility`.
     *
     *     Access: a logged-in user with a verified e-mail address (role: verified); needs the session cookie.
     */
    get: operations['listMyDecks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/decks/parse-list': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Match a pasted deck list against the card database
     * @description Every format players paste: OPTCGSim '4xOP01-016', tournament '4 OP01-016 Nami', Cardmarket '4 Nami (OP01-016)', one per line or several on a line (separated by commas, semicolons or blanks). Anyone (the deck builder and the paste box of /print); rate limited per account, or per IP address for visitors (429 too_many_requests with Retry-After), admins excepted.
     *
     *     Access: public.
     */
    post: operations['parseDeckList'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/decks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get one deck with every card it uses
     * @description A curated deck once published; a community deck when it is public or unlisted (by its link). Drafts, private and hidden decks answer 404 to everyone but their owner and admins. `owner` says whose deck it is, `copiedFrom` the deck it was copied from (when the caller may read that one).
     *
     *     Access: public.
     */
    get: operations['getDeck'];
    /**
     * Replace a deck
     * @description Admins any deck; a player their own community decks (curation fields ignored, guides capped as on create). It stays curated or community and keeps its owner; `visibility` absent keeps the deck's.
     *
     *     Access: a logged-in user with a verified e-mail address (role: verified); needs the session cookie.
     */
    put: operations['updateDeck'];
    post?: never;
    /**
     * Delete a deck (its favourites and comments go with it; its copies stay)
     * @description Admins any deck; a player their own community decks.
     *
     *     Access: a logged-in user with a verified e-mail address (role: verified); needs the session cookie.
     */
    delete: operations['deleteDeck'];
    options?: never;
    head?: never;
    /**
     * Change a deck's visibility
     * @description The owner of a community deck (or an admin) makes it private, unlisted or public without sending the deck again; who may do it, and the errors, are PUT's. A curated deck's visibility is always public: ignored, as in PUT.
     *
     *     Access: a logged-in user with a verified e-mail address (role: verified); needs the session cookie.
     */
    patch: operations['updateDeckVisibility'];
    trace?: never;
  };
  '/api/decks/{id}/copy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Copy a deck the caller may read into a deck of their own
     * @description A player's copy is a private community deck they own (tier and priority reset), an admin's a curated draft named "<name> (copia)" or "<name> (copy)" by Accept-Language (it or en; en by default); either remembers the deck it came from (`copiedFrom`). A player (a verified account that is not an admin) keeps at most 200 decks (409 deck_limit_reached) and creates at most 30 an hour, copies included (429 deck_creation_rate_limited with Retry-After).
     *
     *     Access: a logged-in user with a verified e-mail address (role: verified); needs the session cookie.
     */
    post: operations['copyDeck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/decks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The back office's deck table: every deck, drafts included, a page at a time
     * @description Searched (q: name or author), filtered (format, tier, status draft|published, source curated|community|all) and sorted by a column (sort: createdAt, name, author, tier, format or priority, `-` in front for descending; default -createdAt), paged as every list (ADR 0067). The rows are the gallery summaries (no guides). Admins only; never cached.
     *
     *     Access: an administrator (role: admin); needs the session cookie.
     */
    get: operations['listAdminDecks'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cards/clear/impact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Decks that would lose cards if every card were deleted ('Svuota database')
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    get: operations['getClearCardsImpact'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cards/clear-prefix/impact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Decks that would lose cards if the cards whose code starts with the prefix were deleted ('Elimina carte per prefisso')
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    get: operations['getClearPrefixImpact'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cards/bulk-delete/impact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Decks that would lose cards if the cards selected in the table were deleted (POST /api/cards/bulk-delete)
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    get: operations['getBulkDeleteImpact'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/decks/{id}/deletion-impact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * What deleting a deck removes with it: its comments, favourites and tier-list places, and the news that link to it
     * @description Counts only (drafts included), read before DELETE /api/decks/{id} asks for a confirmation. Admins only.
     *
     *     Access: an administrator (role: admin); needs the session cookie.
     */
    get: operations['getDeckDeletionImpact'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/decks/legality': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Check a builder draft's legality in its format (1 leader, 50 cards, 4 copies, colours, sets, ban list)
     * @description Access: a logged-in user with a verified e-mail address (role: verified); needs the session cookie.
     */
    post: operations['checkDeckLegality'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/decks/statistics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * A builder draft's statistics: cost curve, colours, types, counters, triggers and each card's opening-hand odds
     * @description The same statistics as `statistics` in GET /api/decks/{id}, for a list not saved yet. Unknown card ids are left out.
     *
     *     Access: a logged-in user with a verified e-mail address (role: verified); needs the session cookie.
     */
    post: operations['computeDeckStatistics'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/decks/{id}/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A deck as list text: OPTCGSim, tournament list or Cardmarket wants list
     * @description Leader first, then the cards by code: optcgsim '4xOP01-016', tournament '4 OP01-016 Nami', cardmarket '4 Nami (OP01-016)' (one line per card, its printings added up). The builder's list import reads each back. Sent as a download (Content-Disposition) with an ETag.
     *
     *     Access: public.
     */
    get: operations['exportDeckList'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/decks/{id}/image.png': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A picture of the deck to share: the leader and a grid of its cards with their quantities
     * @description 1200×630 PNG composed from the site's own card pictures (GET /api/card-images/{code}; never from another address). Cached by the server while the deck and its pictures stay the same; ETag and If-None-Match are supported.
     *
     *     Access: public.
     */
    get: operations['getDeckImage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/decks/{id}/registration.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A printable deck registration sheet (PDF)
     * @description A4: the player's name and ID, event and date as empty form fields (filled in the PDF or by hand; the site never receives them), the deck and its format, the leader, the cards by type with subtotals, the main deck total and a signature line.
     *
     *     Access: public.
     */
    get: operations['getDeckRegistrationSheet'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/players/{username}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A player's public page: their public decks and the favourites those decks received
     * @description The username as any case of it. `decks` lists the player's decks in the community gallery (never private, unlisted or hidden ones), a page at a time; `favoritesReceived` counts the favourites every user gave those decks.
     *
     *     Access: public.
     */
    get: operations['getPlayer'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/cards/by-code/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A card page: the card, every printing, where it is legal, and which decks play it
     * @description The code of any printing, any case (`OP01-016`, `op01-016_p1`): the answer is the same for all of them. `usage` counts listed decks only (curated and the community's public decks), printings together.
     *
     *     Access: public.
     */
    get: operations['getCardPage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/leaders/{code}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * A leader page: the leader's listed decks, their core and flex cards, its share of the decks
     * @description Core cards are in at least 75 % of its listed decks, flex cards in fewer; printings count as one card. `share` is its listed decks among every listed deck (curated and the community's public decks).
     *
     *     Access: public.
     */
    get: operations['getLeaderPage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/news': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Published news, newest first, without the article bodies
     * @description Only what is public now: no drafts, no article whose publish_at is still to come (it appears by itself then). Admins may add includeDrafts=1 to list drafts and scheduled articles too (the back office).
     *
     *     Access: public.
     */
    get: operations['listNews'];
    put?: never;
    /**
     * Write a news article (bodies sanitised)
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    post: operations['createNews'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/news/page': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One page of the published news, newest first, without the article bodies
     * @description GET /api/news a page at a time (ADR 0067): page and pageSize, the Link header to the other pages, the same search; admins may add includeDrafts=1.
     *
     *     Access: public.
     */
    get: operations['listNewsPage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/news/highlighted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Highlighted published news for the home page, newest first
     * @description Access: public.
     */
    get: operations['listHighlightedNews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/news/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One article with its bodies
     * @description A draft, or an article whose publish_at is still to come, is found only by admins; for everyone else it does not exist (yet).
     *
     *     Access: public.
     */
    get: operations['getNews'];
    /**
     * Change a news article (the image is changed by its own call)
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    put: operations['updateNews'];
    post?: never;
    /**
     * Delete a news article and its comments
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    delete: operations['deleteNews'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/news/{id}/image': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload an existing article's image (PNG, JPEG, WebP or GIF, at most 5 MB and 24 megapixels; re-encoded without metadata)
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    post: operations['uploadNewsImage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/news': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The back office's news table: every article, drafts included, a page at a time
     * @description Searched (q: title in either language, or author), filtered (status draft|published, language it|en) and sorted by a column (sort: created_at, updated_at, title or author, `-` in front for descending; default -created_at), paged as every list (ADR 0067). The rows are the list summaries (excerpts, no article bodies). Admins only; never cached.
     *
     *     Access: an administrator (role: admin); needs the session cookie.
     */
    get: operations['listAdminNews'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/content-images': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Upload a picture for a rich text (a news body, a deck guide)
     * @description PNG, JPEG, WebP or GIF, at most 5 MB and 24 megapixels, judged by its bytes and re-encoded without metadata, at most 1,600 px on its longest side (the one image intake, as the news and card pictures). The answer is the address to put in the text; the text is sanitised when it is saved.
     *
     *     Access: an administrator (role: admin); needs the session cookie.
     */
    post: operations['uploadContentImage'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/comments/{contentType}/{contentId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List the comments of a deck or a news item
     * @description All of them in one answer (the product call). Screens read GET /api/comments/{contentType}/{contentId}/page, a page at a time.
     *
     *     Access: public.
     */
    get: operations['listComments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/comments/{contentType}/{contentId}/page': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One page of the comments of a deck or a news item
     * @description Newest first, 20 a page by default; the next page (older comments, "load more") is the Link header's rel="next". The total counts them all.
     *
     *     Access: public.
     */
    get: operations['listCommentPage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/comments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Comment on a deck or a news item, or reply to a comment
     * @description Access: a logged-in user (role: user); needs the session cookie.
     */
    post: operations['createComment'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/comments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Edit my comment
     * @description Access: a logged-in user (role: user); needs the session cookie.
     */
    put: operations['updateComment'];
    post?: never;
    /**
     * Delete a comment (mine, or any as an admin)
     * @description Access: a logged-in user (role: user); needs the session cookie.
     */
    delete: operations['deleteComment'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/favorites': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List my favourite decks
     * @description Access: a logged-in user with a verified e-mail address (role: verified); needs the session cookie.
     */
    get: operations['listFavorites'];
    put?: never;
    /**
     * Add a deck to my favourites
     * @description Access: a logged-in user with a verified e-mail address (role: verified); needs the session cookie.
     */
    post: operations['addFavorite'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/favorites/page': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One page of my favourite decks
     * @description GET /api/favorites a page at a time (ADR 0067): page and pageSize, the Link header to the other pages; most recently added first.
     *
     *     Access: a logged-in user with a verified e-mail address (role: verified); needs the session cookie.
     */
    get: operations['listFavoritesPage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/favorites/{deckId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Tell whether a deck is one of my favourites
     * @description Access: a logged-in user (role: user); needs the session cookie.
     */
    get: operations['getFavoriteStatus'];
    put?: never;
    post?: never;
    /**
     * Remove a deck from my favourites
     * @description Access: a logged-in user with a verified e-mail address (role: verified); needs the session cookie.
     */
    delete: operations['removeFavorite'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Report a deck or a comment to the moderators
     * @description A verified account reports a deck or a comment it can read, with a reason (spam, offensive, copyright, other) and an optional note of at most 500 characters. One open report per account and target: a second one, while the first is in the queue, is refused (409 already_reported), not counted twice. A player makes at most 10 reports an hour (429 report_rate_limited with Retry-After); admins have no limit.
     *
     *     Access: a logged-in user with a verified e-mail address (role: verified); needs the session cookie.
     */
    post: operations['createReport'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The moderation queue: reported decks and comments with their open reports
     * @description One entry per reported deck or comment that still exists, the most recently reported first, a page at a time: how many open reports, by reason, and the latest ones with their notes.
     *
     *     Access: an administrator (role: admin); needs the session cookie.
     */
    get: operations['listReports'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/{targetType}/{targetId}/dismiss': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Dismiss a deck's or comment's open reports (nothing to do): they leave the queue
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    post: operations['dismissReports'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/decks/{id}/hide': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Hide a deck (moderation)
     * @description A hidden deck, curated or not, answers 404 to everyone but its owner (who sees it with a notice) and admins, and is listed nowhere: galleries, leader counts, the tier list, the sitemap, players' pages and favourites drop it. Its open reports are resolved. Saving the deck keeps it hidden. Hiding a hidden deck changes nothing.
     *
     *     Access: an administrator (role: admin); needs the session cookie.
     */
    post: operations['hideDeck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/decks/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Restore a hidden deck
     * @description The deck is readable and listed again as its own state says (a published curated deck, a public or unlisted community deck).
     *
     *     Access: an administrator (role: admin); needs the session cookie.
     */
    post: operations['restoreDeck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tierlist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The tier list: per format, the three tiers with their published decks by position
     * @description What /tier-list and the home page meta overview need in one call. Drafts are never listed. Compressed (br/gzip) with an ETag; send If-None-Match to get 304 when unchanged.
     *
     *     Access: public.
     */
    get: operations['listTierList'];
    put?: never;
    /**
     * Place a published deck in a format tier list
     * @description At `position` of the tier (the decks from there move down one) or last. A deck is listed once per format, in the tier list of its own format.
     *
     *     Access: an administrator (role: admin); needs the session cookie.
     */
    post: operations['placeTierListDeck'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tierlist/candidates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Published decks of a format that are not in its tier list yet (the admin deck picker)
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    get: operations['listTierListCandidates'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tierlist/{id}/position': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Move an entry: reorder it inside its tier, or move it to another tier
     * @description The entry takes `position` in `tier`; the others close the gap and make room, so positions stay 1..n in every tier. One transaction.
     *
     *     Access: an administrator (role: admin); needs the session cookie.
     */
    put: operations['moveTierListEntry'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tierlist/{id}/notes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /**
     * Change an entry's notes (an empty string clears them)
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    put: operations['updateTierListNotes'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tierlist/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Remove a deck from the tier list (the decks below it move up)
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    delete: operations['removeTierListEntry'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tournaments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Imported events, newest first
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    get: operations['listTournaments'];
    put?: never;
    /**
     * Import one event’s results (JSON)
     * @description Each standing’s deck is read by the deck-list parser of POST /api/decks/parse-list (any format it reads; the leader is the leader card). The event is stored in one transaction with what could be read; what could not (unknown cards, unreadable lines, a deck with no leader, a pairing naming no standing) is answered in `problems` and kept with the event. A standing without a leader is stored but not counted in the meta; an event where no standing’s leader could be read is refused whole. Rounds are optional: their pairings give win rates and head-to-head results. Bodies up to 12 MB (admins).
     *
     *     Access: an administrator (role: admin); needs the session cookie.
     */
    post: operations['importTournament'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tournaments/page': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * One page of the imported events, newest first
     * @description GET /api/tournaments a page at a time (ADR 0067): page and pageSize, the Link header to the other pages.
     *
     *     Access: an administrator (role: admin); needs the session cookie.
     */
    get: operations['listTournamentsPage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tournaments/csv': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Import one event’s standings from CSV
     * @description The same import as POST /api/tournaments, the standings as CSV text in `csv`: a header naming placing, player, wins, losses, ties and deck (any order), then a row per standing, the deck list in one quoted cell. A row that cannot be read is reported (`bad_row`) and left out; a text that is no such table is refused (tournament_csv_unreadable). Bodies up to 12 MB (admins).
     *
     *     Access: an administrator (role: admin); needs the session cookie.
     */
    post: operations['importTournamentCsv'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tournaments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * An imported event: its standings, and what could not be read
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    get: operations['getTournament'];
    put?: never;
    post?: never;
    /**
     * Delete an imported event (its standings and games go with it; the meta no longer counts it)
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    delete: operations['deleteTournament'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/meta': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The meta from imported results: each leader’s share of the field, top cuts, win rates and head-to-head
     * @description Over the events of a format (the current one when absent) between `from` and `to` (both included, either open). `share` is a leader’s standings over every standing whose leader was read (the shares add up to 1); `topCut` counts its decks in their event’s top cut; `winRate` and `headToHead` come from pairings, ties as half a win, mirrors left out. The admins’ tiers are GET /api/tierlist. Compressed with an ETag; send If-None-Match to get 304 when unchanged.
     *
     *     Access: public.
     */
    get: operations['getMeta'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Counters for the admin dashboard
     * @description `decks` counts the site's curated decks (published and drafts), `communityDecks` the players' decks of every visibility (ADR 0061).
     *
     *     Access: an administrator (role: admin); needs the session cookie.
     */
    get: operations['getDashboardStats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/settings/privacy_policy': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The privacy policy in one language (Italian unless ?language=en)
     * @description Access: public.
     */
    get: operations['getPrivacyPolicy'];
    put?: never;
    /**
     * Replace the privacy policy of one language (Italian unless ?language=en); the HTML is sanitised
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    post: operations['updatePrivacyPolicy'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/decky/phrases': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Decky phrases (active ones; admins get all), optionally of one language and/or category
     * @description Access: public.
     */
    get: operations['listDeckyPhrases'];
    put?: never;
    /**
     * Add a phrase (language defaults to en, category to general, active by default)
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    post: operations['createDeckyPhrase'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/decky/phrases/category/{category}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Decky phrases of one category (active ones; admins get all), optionally of one language
     * @description Access: public.
     */
    get: operations['listDeckyPhrasesByCategory'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/decky/phrases/{idOrLanguage}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Decky phrases of one language (active ones; admins get all)
     * @description Access: public.
     */
    get: operations['listDeckyPhrasesByLanguage'];
    /**
     * Switch a phrase on or off
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    put: operations['updateDeckyPhrase'];
    post?: never;
    /**
     * Delete a phrase
     * @description Access: an administrator (role: admin); needs the session cookie.
     */
    delete: operations['deleteDeckyPhrase'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bulk': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The bulk files: every card printing, every listed deck
     * @description Each file is a gzip-compressed JSON array, rebuilt after the data changes (at most every few minutes) and at least daily. cards: every printing, each as GET /api/cards answers it (CardDto). decks: every curated published deck and every public community deck with its list, leader, format and owner's public username, without guides (BulkDeckDto). A file appears here once it has been built (seconds after a fresh start).
     *
     *     Access: public.
     */
    get: operations['listBulkFiles'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bulk/{type}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download a bulk file (gzip-compressed JSON)
     * @description The newest build, always at this address, sent as application/gzip (decompress it yourself: `curl -o cards.json.gz …; gunzip cards.json.gz`); Content-Disposition names it by type and date. ETag and If-None-Match are supported: a daily job that sends back the ETag it got gets a 304 when nothing changed.
     *
     *     Access: public.
     */
    get: operations['downloadBulkFile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/audit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The audit log: every write an admin made, newest first
     * @description Who (user id and username), what (operation, entity type, id or code, name), when, the outcome (`ok` or the error code) and a short before/after of the changed fields (values cut to 80 characters; passwords and tokens never shown). Filters: actor (username or id), entityType, entityId, action, from/to (ISO 8601). Entries are kept for a year. Super admins only.
     *
     *     Access: the main administrator (role: superadmin); needs the session cookie.
     */
    get: operations['listAuditEntries'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    DependencyCheckDto: {
      /**
       * @description up: answering; down: not answering (the reason says how); disabled: not configured, nothing to check.
       * @enum {string}
       */
      state: 'up' | 'down' | 'disabled';
      /** @description A short reason, for the operator (e.g. "Redis unreachable (ECONNREFUSED)"). */
      reason: string;
    };
    HealthChecksDto: {
      database: components['schemas']['DependencyCheckDto'];
      /** @description The uploads folder (writable) or the S3 endpoint (reachable). */
      storage: components['schemas']['DependencyCheckDto'];
      /** @description The SMTP server (reachable; disabled without SMTP_URL). */
      mail: components['schemas']['DependencyCheckDto'];
      /** @description The Redis of the rate limits (reachable; disabled without REDIS_URL). */
      redis: components['schemas']['DependencyCheckDto'];
    };
    HealthDto: {
      /** @enum {string} */
      status: 'ok';
      /** @enum {string} */
      database: 'up';
      /** @description Each dependency's state; storage, mail and Redis are probed at most every 5 s. */
      checks: components['schemas']['HealthChecksDto'];
    };
    /**
     * @description Stable machine code the front end translates, e.g. 'not_found', 'validation_failed'. Every code there is (ADR 0024).
     * @enum {string}
     */
    ErrorCode:
      | 'bad_request'
      | 'unauthorized'
      | 'forbidden'
      | 'not_found'
      | 'conflict'
      | 'payload_too_large'
      | 'unsupported_media_type'
      | 'method_not_allowed'
      | 'request_header_fields_too_large'
      | 'invalid'
      | 'too_many_requests'
      | 'unavailable'
      | 'error'
      | 'internal_error'
      | 'database_unavailable'
      | 'validation_failed'
      | 'authentication_required'
      | 'access_denied'
      | 'email_not_verified'
      | 'csrf_origin_refused'
      | 'page_out_of_range'
      | 'image_missing'
      | 'not_an_image'
      | 'image_format_not_allowed'
      | 'image_too_many_pixels'
      | 'username_taken'
      | 'email_taken'
      | 'invalid_credentials'
      | 'missing_credentials'
      | 'not_an_admin'
      | 'verification_token_missing'
      | 'verification_token_invalid'
      | 'email_already_verified'
      | 'user_not_found'
      | 'cannot_delete_self'
      | 'cannot_delete_main_admin'
      | 'already_logged_in'
      | 'unlock_token_invalid'
      | 'invalid_card_file'
      | 'card_file_not_an_array'
      | 'card_not_found'
      | 'card_code_taken'
      | 'invalid_prefix'
      | 'card_not_found_online'
      | 'card_catalog_unavailable'
      | 'deck_not_found'
      | 'unknown_cards'
      | 'leader_not_a_leader'
      | 'empty_deck_list'
      | 'not_deck_owner'
      | 'deck_limit_reached'
      | 'deck_creation_rate_limited'
      | 'player_not_found'
      | 'format_not_found'
      | 'format_code_taken'
      | 'format_is_current'
      | 'no_current_format'
      | 'invalid_format'
      | 'news_not_found'
      | 'invalid_news'
      | 'unknown_deck'
      | 'comment_not_found'
      | 'comment_target_not_found'
      | 'invalid_comment'
      | 'not_comment_author'
      | 'report_target_not_found'
      | 'already_reported'
      | 'report_rate_limited'
      | 'no_open_reports'
      | 'tier_list_entry_not_found'
      | 'tier_list_deck_not_found'
      | 'tier_list_deck_is_draft'
      | 'tier_list_format_mismatch'
      | 'tier_list_deck_already_placed'
      | 'tier_list_invalid_position'
      | 'tier_list_invalid_tier'
      | 'tier_list_unknown_format'
      | 'tier_list_notes_too_long'
      | 'tournament_not_found'
      | 'tournament_nothing_readable'
      | 'tournament_already_imported'
      | 'tournament_unknown_format'
      | 'tournament_csv_unreadable'
      | 'policy_too_long'
      | 'phrase_not_found'
      | 'phrase_list_not_found'
      | 'invalid_phrase';
    /**
     * @description e.g. 'required', 'too_long', 'not_an_integer', 'unknown_field', or a domain rule such as 'minimumCards'. Every code there is (ADR 0024).
     * @enum {string}
     */
    ValidationDetailCode:
      | 'required'
      | 'not_a_string'
      | 'not_an_integer'
      | 'not_a_number'
      | 'not_a_boolean'
      | 'not_an_array'
      | 'not_an_object'
      | 'invalid_email'
      | 'invalid_url'
      | 'not_allowed'
      | 'invalid_format'
      | 'too_short'
      | 'too_long'
      | 'too_small'
      | 'too_large'
      | 'too_few'
      | 'too_many'
      | 'unknown_field'
      | 'invalid'
      | 'invalid_utf8'
      | 'too_deep'
      | 'invalid_unicode'
      | 'missing'
      | 'invalid_entry'
      | 'unknown_card'
      | 'format_mismatch'
      | 'username_reserved'
      | 'deckNameRequired'
      | 'authorRequired'
      | 'leaderRequired'
      | 'minimumCards'
      | 'quantityRange'
      | 'duplicateCard'
      | 'invalidTier'
      | 'invalidFormat'
      | 'invalidPriority'
      | 'matchupIncomplete'
      | 'invalidFormatCode'
      | 'formatNameRequired'
      | 'legalSetsRequired'
      | 'invalidSet'
      | 'invalidBanCode'
      | 'invalidBanCopies'
      | 'title_required'
      | 'content_required'
      | 'author_required'
      | 'unknown_keyword'
      | 'operator_not_allowed'
      | 'missing_value'
      | 'unclosed_quote'
      | 'unknown_colour'
      | 'unclosed_parenthesis'
      | 'unexpected_parenthesis'
      | 'empty_group'
      | 'misplaced_operator'
      | 'regex_not_supported'
      | 'part_not_allowed'
      | 'syntax_error';
    EntryIssueDto: {
      issue: components['schemas']['ValidationDetailCode'];
      /** @description 'entry' (the entry itself), 'code', 'name', 'cost', 'power' or 'life'. */
      field: string;
    };
    ValidationDetailDto: {
      /** @description e.g. 'required', 'too_long', 'not_an_integer', 'unknown_field', or a domain rule such as 'minimumCards'. Every code there is (ADR 0024). */
      code: components['schemas']['ValidationDetailCode'];
      /** @description e.g. 'name', 'cards.0.quantity', 'q', 'entries.3' (a card file's fourth entry). */
      field: string;
      /** @description Card search (field 'q'): 0-based position of the offending token. */
      position?: number;
      /** @description Card search (field 'q'): the offending token as typed. */
      token?: string;
      /** @description Card search (field 'q'): the site's page that explains the syntax, '/cards/syntax' (under /en or /it for a language). */
      help?: string;
      /** @description Card import ('invalid_entry'): the entry's position in the file (0-based) or its key. */
      entry?: string;
      /** @description Card import ('invalid_entry'): the entry's card code, null when it has none. */
      cardCode?: string | null;
      /** @description Card import ('invalid_entry'): the entry's problems in English words (screens translate `issues`). */
      problems?: string[];
      /** @description Card import ('invalid_entry'): the entry's problems by code. */
      issues?: components['schemas']['EntryIssueDto'][];
      /** @description Deck save ('unknown_card' on 'cards'): the card id that does not exist. */
      cardId?: number;
      /** @description Tier list ('format_mismatch' on 'deckId'): the deck's format. */
      deckFormat?: string;
      /** @description Tier list: the list's format ('format_mismatch'), or the unknown one ('not_allowed' on 'format'). */
      format?: string;
      /** @description The largest value allowed ('too_large' position, 'too_long' notes). */
      max?: number;
      /** @description Card import ('too_many' on 'entries'): how many entries are broken in all; only the first 50 are listed. */
      count?: number;
      /** @description A list's 'sort' ('not_allowed'): the values it accepts, e.g. ['name', '-name', 'createdAt', '-createdAt']. */
      allowed?: string[];
    };
    ErrorResponseDto: {
      /** @example 422 */
      statusCode: number;
      /** @description Stable machine code the front end translates, e.g. 'not_found', 'validation_failed'. Every code there is (ADR 0024). */
      code: components['schemas']['ErrorCode'];
      /** @description What is wrong, one entry per problem, for validation_failed and the codes that say more (unknown_cards, invalid_card_file, invalid_news, invalid_format, tier list refusals…). Always a list (ADR 0051). */
      details?: components['schemas']['ValidationDetailDto'][];
      /** @description A readable explanation (not for matching: use `code`). */
      message: string;
    };
    ReadinessDto: {
      /** @enum {string} */
      status: 'ready';
    };
    UserDto: {
      id: number;
      username: string;
      email: string | null;
      /** @description 1 or 0 */
      isAdmin: number;
      /** @description 1 or 0 */
      isSuperAdmin: number;
      /** @description 1 or 0 */
      isEmailVerified: number;
      createdAt: string | null;
    };
    SessionDto: {
      /** @description The logged-in user, or null for a visitor */
      user: components['schemas']['UserDto'] | null;
    };
    RegisterDto: {
      username: string;
      /** Format: email */
      email: string;
      password: string;
      /**
       * @description Language of the verification e-mail; the site's current language.
       * @enum {string}
       */
      language?: 'it' | 'en';
    };
    SuccessMessageDto: {
      success: boolean;
      message: string;
    };
    LoginDto: {
      username: string;
      password: string;
    };
    UnlockAccountDto: {
      token: string;
    };
    AdminAuthDto: {
      isAuthenticated: boolean;
      user: components['schemas']['UserDto'] | null;
    };
    AdminLoginResultDto: {
      success: boolean;
      user: components['schemas']['UserDto'];
      message: string;
    };
    CreateAdminDto: {
      username: string;
      password: string;
      /** Format: email */
      email: string;
    };
    AdminCreatedDto: {
      success: boolean;
      message: string;
      user: components['schemas']['UserDto'];
    };
    UserListDto: {
      success: boolean;
      users: components['schemas']['UserDto'][];
    };
    UserPageDto: {
      items: components['schemas']['UserDto'][];
      /** @description Accounts matching the filters, all pages together. */
      total: number;
      /** @description The page shown, 1-based. */
      page: number;
      /** @description Items per page */
      pageSize: number;
    };
    CardDto: {
      /**
       * @description base, parallel (_p1, _p2: alternate art), reprint (_r1) or variant (_c1).
       * @enum {string}
       */
      printing: 'base' | 'parallel' | 'reprint' | 'variant';
      id: number;
      /** @description Set code, unique: 'OP01-001', variants 'OP01-001_p1'. */
      code: string;
      name: string;
      /** @description LEADER, CHARACTER, EVENT, STAGE or DON; older data may hold other spellings until normalised. */
      type: string;
      /** @description The type as the normalise action would write it (the API's rule; the admin table marks rows where it differs). */
      normalizedType: string;
      imageUrl: string | null;
      /** @description For leaders this is their life, as the official data stores it. */
      cost: number | null;
      power: number | null;
      /** @description '1000', '2000', or null when the card has none. */
      counter: string | null;
      /** @description Slash-separated for multicolour: 'Red/Green'. */
      color: string | null;
      attribute: string | null;
      /** @description Slash-joined types: 'Supernovas/Heart Pirates'. */
      family: string | null;
      ability: string | null;
      trigger: string | null;
      /** @description Readable (HTML entities decoded). */
      set: string | null;
      /** @description Where the imported data has one ('SuperRare', 'SR'). */
      rarity: string | null;
      /** @description The code every printing of the card shares ('OP01-024' for 'OP01-024_p1'): the 4-copy rule counts them together, /cards shows them as one tile. */
      baseCode: string;
      createdAt: string;
    };
    CardQueryTermDto: {
      /**
       * @description 'text' for free words and phrases; 'group' for a parenthesised or OR-joined part
       * @enum {string}
       */
      field: 'text' | 'name' | 'code' | 'type' | 'color' | 'cost' | 'life' | 'power' | 'counter' | 'attribute' | 'family' | 'set' | 'rarity' | 'group';
      /**
       * @description ':' for every field but the numbers; '~' a part of a trait or attribute (f:~hat); '==' the exact whole name (!"Nami")
       * @enum {string}
       */
      operator: ':' | '=' | '!=' | '<' | '<=' | '>' | '>=' | '~' | '==';
      /** @description The value as typed; a group's inner query in canonical spelling ('c:red OR c:blue'). */
      value: string;
      negated: boolean;
      /** @description The term in canonical spelling ('t:character', 'cost<=2', '"straw hat"', '-a:Slash', '(c:red OR c:blue)'): what the filters panel writes. */
      text: string;
    };
    /** @enum {string} */
    CardQueryNoticeCode: 'field_not_in_data';
    CardQueryNoticeDto: {
      code: components['schemas']['CardQueryNoticeCode'];
      /**
       * @description The field no card carries.
       * @enum {string}
       */
      field: 'rarity' | 'attribute' | 'family' | 'set';
      /** @description The query's terms on that field, in canonical spelling ('r:sr'). */
      terms: string[];
      /** @description In English, for reading by hand; screens translate code and field. */
      message: string;
    };
    CardSearchResultDto: {
      total: number;
      ids: number[];
      terms: components['schemas']['CardQueryTermDto'][];
      /** @description Empty when the answer needs no comment. */
      notices: components['schemas']['CardQueryNoticeDto'][];
      /** @description The query as received. */
      q: string;
    };
    CardGroupDto: {
      printings: components['schemas']['CardDto'][];
      card: components['schemas']['CardDto'];
    };
    CardGalleryDto: {
      /** @description Tiles the query matches in all (in this grouping). */
      total: number;
      /** @description Cards in the whole list: 0 means there are none yet (not that the query matched none). */
      cardCount: number;
      /** @description The page shown, 1-based. */
      page: number;
      pageSize: number;
      terms: components['schemas']['CardQueryTermDto'][];
      /** @description Empty when the answer needs no comment. */
      notices: components['schemas']['CardQueryNoticeDto'][];
      /** @description The page's tiles. */
      items: components['schemas']['CardGroupDto'][];
      /** @description The query as received ('' for every card). */
      q: string;
    };
    FilterOptionDto: {
      /** @description 'CHARACTER', 'Red', 'OP-01', 'Slash', '6+', '3001-5000'. */
      value: string;
      /** @description 't:character', 'c:red', 'set:OP-01', 'cost>=6', 'power>=3001 power<=5000'. */
      term: string;
    };
    CardFilterOptionsDto: {
      /** @description Normalised types, in the game's order. */
      types: components['schemas']['FilterOptionDto'][];
      colors: components['schemas']['FilterOptionDto'][];
      /** @description docs/product.md#cards: 1 to 5 and 6+. */
      costs: components['schemas']['FilterOptionDto'][];
      /** @description docs/product.md#cards: 1-3000, 3001-5000, 5001-7000, 7001+. */
      powers: components['schemas']['FilterOptionDto'][];
      /** @description In set order, names readable (HTML entities decoded). */
      sets: components['schemas']['FilterOptionDto'][];
      /** @description Combined attributes ('Slash/Special') split into their parts. */
      attributes: components['schemas']['FilterOptionDto'][];
      families: components['schemas']['FilterOptionDto'][];
      /** @description Only where the imported data has a rarity. */
      rarities: components['schemas']['FilterOptionDto'][];
    };
    ImportResultDto: {
      success: boolean;
      /** @description Cards written (added or updated). */
      count: number;
    };
    CreateCardDto: {
      /** @example OP01-001 */
      code: string;
      name: string;
      /**
       * @description One of LEADER, CHARACTER, EVENT, STAGE, DON.
       * @enum {string}
       */
      type: 'LEADER' | 'CHARACTER' | 'EVENT' | 'STAGE' | 'DON';
      /** @default null */
      cost: number | null;
      /** @default null */
      power: number | null;
      counter?: string | null;
      color?: string | null;
      attribute?: string | null;
      family?: string | null;
      ability?: string | null;
      trigger?: string | null;
      set?: string | null;
      /** @description http(s) or an upload of this site; absent or empty: the official card list's picture for the code. */
      imageUrl?: string | null;
    };
    CardSelectionDto: {
      /**
       * @example [
       *       12,
       *       13,
       *       40
       *     ]
       */
      ids: number[];
    };
    CountResultDto: {
      success: boolean;
      count: number;
    };
    NormalizeTypesDto: {
      ids?: number[];
    };
    NormalizationExampleDto: {
      code: string;
      oldType: string;
      newType: string;
    };
    NormalizationResultDto: {
      success: boolean;
      message: string;
      updatedCount: number;
      updatedExamples: components['schemas']['NormalizationExampleDto'][];
    };
    ClearPrefixDto: {
      /** @description Code prefix, e.g. OP10 (case-insensitive). */
      prefix: string;
    };
    SearchOnlineDto: {
      cardCode: string;
    };
    SearchOnlineResultDto: {
      success: boolean;
      card: components['schemas']['CardDto'];
    };
    UpdateCardDto: {
      /** @description Ignored */
      id?: number;
      /**
       * Format: date-time
       * @description Ignored
       */
      createdAt?: string;
      code: string;
      name: string;
      /**
       * @description One of LEADER, CHARACTER, EVENT, STAGE, DON.
       * @enum {string}
       */
      type: 'LEADER' | 'CHARACTER' | 'EVENT' | 'STAGE' | 'DON';
      imageUrl: string;
      /** @default null */
      cost: number | null;
      /** @default null */
      power: number | null;
      counter?: string | null;
      color?: string | null;
      attribute?: string | null;
      family?: string | null;
      ability?: string | null;
      trigger?: string | null;
      set?: string | null;
    };
    CardUpdatedDto: {
      success: boolean;
      card: components['schemas']['CardDto'];
    };
    SuccessDto: {
      success: boolean;
    };
    ImageUploadResultDto: {
      success: boolean;
      imageUrl: string;
    };
    CardTablePageDto: {
      items: components['schemas']['CardDto'][];
      /** @description Cards matching the filters, all pages together. */
      total: number;
      /** @description The page shown, 1-based. */
      page: number;
      /** @description Items per page */
      pageSize: number;
    };
    BanListEntryDto: {
      /** @description 0 = banned, 1 to 3 = restricted to that many copies. */
      maxCopies: number;
      /** @description Card code; every printing of the card counts ('OP01-024_p1' is 'OP01-024'). */
      code: string;
    };
    FormatDto: {
      /** @description 'OP10' */
      code: string;
      name: string;
      /** @description Set prefixes of card codes: 'OP01', 'ST10', 'EB01', 'PRB01', 'P' (promos). */
      legalSets: string[];
      banList: components['schemas']['BanListEntryDto'][];
      /** @description The current format is the default for new decks and the home page's meta overview. */
      isCurrent: boolean;
    };
    SaveBanListEntryDto: {
      /** @description 0 = banned, 1 to 3 = restricted to that many copies. */
      maxCopies: number;
      code: string;
    };
    CreateFormatDto: {
      /** @description 'OP11': upper-case letters, digits and dashes. */
      code: string;
      name: string;
      /** @description Set prefixes: 'OP01', 'ST10', 'EB01', 'P'. */
      legalSets: string[];
      banList: components['schemas']['SaveBanListEntryDto'][];
    };
    UpdateFormatDto: {
      name: string;
      /** @description Set prefixes: 'OP01', 'ST10', 'EB01', 'P'. */
      legalSets: string[];
      banList: components['schemas']['SaveBanListEntryDto'][];
    };
    FormatDeletedDto: {
      success: boolean;
    };
    TierDisplayDto: {
      /**
       * @description The tier as stored: 'Tier 1'.
       * @enum {string}
       */
      tier: 'Tier 1' | 'Tier 2' | 'Tier 3';
      /**
       * @description Its display key (label and badge style): 'tier1', 'tier2', or 'rogue' for Tier 3.
       * @enum {string}
       */
      key: 'tier1' | 'tier2' | 'rogue';
    };
    DeckLimitsDto: {
      /** @description docs/product.md: a deck (drafts too) is saved with at least this many cards. */
      minCardsToSave: number;
      /** @description A legal deck has exactly this many cards besides its leader. */
      deckSize: number;
      /** @description Copies of one card (all printings together) a legal deck may hold; also the builder's quantity choices 1..n. */
      maxCopies: number;
    };
    PriorityRangeDto: {
      /** @description Highest priority. */
      min: number;
      /** @description Lowest priority. */
      max: number;
      default: number;
    };
    DrawRulesDto: {
      /** @description Cards in the opening hand (and in the hand a mulligan redraws). */
      openingHand: number;
      /** @description Mulligans a player may take before their first turn (the hand shuffled back, a new one drawn). */
      mulligans: number;
      /** @description Cards drawn at the start of each turn. */
      perTurn: number;
      /** @description false: the player going first skips the draw of their first turn (the player going second draws). */
      firstPlayerDrawsOnFirstTurn: boolean;
    };
    GameRulesDto: {
      /**
       * @description The tier a new deck gets when the save body names none.
       * @enum {string}
       */
      defaultTier: 'Tier 1' | 'Tier 2' | 'Tier 3';
      /** @description Newest first. */
      formats: components['schemas']['FormatDto'][];
      /** @description Code of the current format (the default for new decks). */
      currentFormat: string;
      /** @description 'Tier 3' is shown as Rogue. */
      tiers: string[];
      /** @description Each tier with its display key, in the order of `tiers`. */
      tierDisplay: components['schemas']['TierDisplayDto'][];
      /** @description Card types the card form accepts. */
      cardTypes: string[];
      /** @description The type a deck's leader has. */
      leaderType: string;
      /** @description Card types a deck holds besides its leader (the builder's card search offers these). */
      playableTypes: string[];
      deckLimits: components['schemas']['DeckLimitsDto'];
      priority: components['schemas']['PriorityRangeDto'];
      /** @description Matchup favourability values. */
      favorability: string[];
      draws: components['schemas']['DrawRulesDto'];
    };
    DeckLeaderDto: {
      id: number;
      code: string;
      name: string;
      imageUrl: string | null;
      color: string | null;
    };
    DeckOwnerDto: {
      username: string;
    };
    DeckSummaryDto: {
      id: number;
      leaderId: number | null;
      /** @description 1 (highest) to 10 (lowest). */
      priority: number;
      /**
       * @description 1 or 0
       * @enum {integer}
       */
      isDraft: 0 | 1;
      /** @description Sum of quantities of the cards that still exist (the builder's "cards/50"). */
      cardCount: number;
      leader: components['schemas']['DeckLeaderDto'] | null;
      /** @description Whose deck: the owner's public username (null for decks made before owners were kept, or once the account is gone). */
      owner: components['schemas']['DeckOwnerDto'] | null;
      /**
       * @description 1: an admin's deck (the curated gallery); 0: a player's (the community's).
       * @enum {integer}
       */
      curated: 0 | 1;
      /**
       * @description A community deck's: private (its owner only), unlisted (by its link), public (listed). Curated decks answer public.
       * @enum {string}
       */
      visibility: 'private' | 'unlisted' | 'public';
      /**
       * @description 1: hidden by the moderators (only its owner and admins see it, in My decks and the back office).
       * @enum {integer}
       */
      hidden: 0 | 1;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      name: string;
      author: string;
      /** @enum {string} */
      tier: 'Tier 1' | 'Tier 2' | 'Tier 3';
      format: string;
      shortDescription: string;
      /** @description The short description in Italian; empty when there is none. */
      shortDescription_it: string;
    };
    DeckPageDto: {
      items: components['schemas']['DeckSummaryDto'][];
      /** @description Decks matching the filters, all pages together. */
      total: number;
      /** @description The page shown, 1-based. */
      page: number;
      /** @description Items per page */
      pageSize: number;
    };
    LeaderOptionDto: {
      cardId: number;
      name: string;
      code: string;
      imageUrl: string | null;
      /** @description Published decks with this leader. */
      count: number;
    };
    FormatCountDto: {
      /** @description The format's code ('OP10'). */
      format: string;
      /** @description Decks of the gallery in this format. */
      count: number;
    };
    ParseDeckListDto: {
      /** @description The pasted list, one card per line. */
      text: string;
    };
    ParsedDeckCardDto: {
      cardId: number;
      code: string;
      name: string;
      type: string;
      quantity: number;
    };
    DeckListAdjustmentDto: {
      /** @enum {string} */
      kind: 'merged' | 'clamped' | 'unknown' | 'unreadable' | 'extraLeader';
      /** @description 'merged': how many lines named the card. */
      lines?: number;
      /** @description 'merged': the copies they add up to. */
      quantity?: number;
      /** @description 'clamped': copies the list asked for. */
      requested?: number;
      /** @description 'clamped': copies kept (the 4-copy limit). */
      kept?: number;
      /** @description The card (for 'clamped': the code its printings share). */
      code?: string;
      /** @description The line as written ('unknown', 'unreadable'). */
      line?: string;
    };
    ParsedDeckListDto: {
      leader: components['schemas']['ParsedDeckCardDto'] | null;
      cards: components['schemas']['ParsedDeckCardDto'][];
      /** @description Lines whose code matched no card. */
      missing: string[];
      /** @description Lines that are not "{quantity}x{code}" or "{quantity} {code}". */
      unreadable: string[];
      /** @description Every change made to what the list says (merged lines, copies cut to 4, unknown or unreadable lines, a second leader). */
      adjustments: components['schemas']['DeckListAdjustmentDto'][];
    };
    DeckSourceDto: {
      id: number;
      name: string;
    };
    /** @enum {string} */
    LegalityProblemCode:
      | 'noLeader'
      | 'notALeader'
      | 'deckSize'
      | 'tooManyCopies'
      | 'notADeckCard'
      | 'colorOutsideLeader'
      | 'unknownFormat'
      | 'setNotLegal'
      | 'banned'
      | 'restricted'
      | 'unknownCards';
    LegalityProblemDto: {
      code: components['schemas']['LegalityProblemCode'];
      /** @description How many there are (cards in the deck, copies of a card, unknown cards). */
      count?: number;
      /** @description How many are allowed. */
      limit?: number;
      /** @description The card concerned (for copies and bans: the code every printing shares). */
      cardCode?: string;
      /** @description What is out of place: the card's colour or type, its set, or the unknown format. */
      value?: string;
    };
    DeckLegalityDto: {
      legal: boolean;
      /** @description The format it was checked against. */
      format: string;
      problems: components['schemas']['LegalityProblemDto'][];
    };
    PageDescriptionDto: {
      it: string;
      en: string;
    };
    CostCountDto: {
      cost: number;
      /** @description Copies of that cost. */
      count: number;
    };
    ColorCountDto: {
      /** @description 'Red', 'Green', … as the card data writes colours. */
      color: string;
      count: number;
    };
    TypeCountDto: {
      /** @description The normalised type: CHARACTER, EVENT, STAGE (anything else legality reports). */
      type: string;
      count: number;
    };
    CounterValueDto: {
      /**
       * Format: double
       * @description Their share of the deck, 0 to 1.
       */
      density: number;
      /** @description 1000 or 2000. */
      value: number;
      /** @description Copies with that counter. */
      count: number;
    };
    CounterStatisticsDto: {
      /** @description The sum of every copy's counter value. */
      total: number;
      /** @description Copies with a counter. */
      cards: number;
      byValue: components['schemas']['CounterValueDto'][];
    };
    TurnOddsDto: {
      /**
       * Format: double
       * @description Going first: no draw on turn 1.
       */
      first: number;
      /**
       * Format: double
       * @description Going second: a draw on turn 1.
       */
      second: number;
      /**
       * Format: double
       * @description Going first, having taken the mulligan when the opening hand had no copy.
       */
      firstWithMulligan: number;
      /**
       * Format: double
       * @description Going second, having taken the mulligan when the opening hand had no copy.
       */
      secondWithMulligan: number;
      turn: number;
    };
    CardOddsDto: {
      /**
       * Format: double
       * @description At least one copy in the 5-card opening hand.
       */
      openingHand: number;
      /**
       * Format: double
       * @description The same with one mulligan (5 new cards from a fresh shuffle when the first 5 have none).
       */
      withMulligan: number;
      /** @description The card's first printing in the deck. */
      cardId: number;
      code: string;
      name: string;
      /** @description Copies in the deck, every printing counted. */
      copies: number;
      /** @description Turns 1 to 10. */
      byTurn: components['schemas']['TurnOddsDto'][];
    };
    DeckStatisticsDto: {
      /**
       * Format: double
       * @description Mean cost, 2 decimals; null for an empty deck.
       */
      averageCost: number | null;
      /** @description Cards besides the leader: the deck the odds draw from. */
      deckSize: number;
      /** @description Copies per cost, every cost from 0 to the highest in the deck (an empty cost is 0). */
      costCurve: components['schemas']['CostCountDto'][];
      /** @description Copies per colour, most first; a multicolour card counts in each of its colours. */
      colors: components['schemas']['ColorCountDto'][];
      /** @description Copies per type: Characters, Events, Stages, then anything else. */
      types: components['schemas']['TypeCountDto'][];
      counters: components['schemas']['CounterStatisticsDto'];
      /** @description Copies with a [Trigger]. */
      triggers: number;
      /** @description Every card of the deck with its odds, most copies first, then by code (the picker's order and default). */
      odds: components['schemas']['CardOddsDto'][];
    };
    MatchupDto: {
      /** @description Opposing deck name. */
      deck: string;
      /** @enum {string} */
      favorable: 'Favorable' | 'Even' | 'Unfavorable';
      strategy: string;
    };
    DeckCardEntryDto: {
      cardId: number;
      quantity: number;
    };
    DeckDetailDto: {
      /** @description Whose deck: the owner's public username; null for decks made before owners were kept, or once the account is gone. */
      owner: components['schemas']['DeckOwnerDto'] | null;
      /**
       * @description 1: an admin's deck (curated: drafts, tier, priority); 0: a player's (community).
       * @enum {integer}
       */
      curated: 0 | 1;
      /**
       * @description A community deck's: private (its owner only), unlisted (by its link), public (listed). Curated decks answer public.
       * @enum {string}
       */
      visibility: 'private' | 'unlisted' | 'public';
      /**
       * @description 1 when an admin hid it (moderation): only its owner and admins read it.
       * @enum {integer}
       */
      hidden: 0 | 1;
      /** @description The deck this one was copied from, while it exists and the caller may read it. */
      copiedFrom: components['schemas']['DeckSourceDto'] | null;
      /** @description Copies the deck lists (leader included) that the card database no longer has: the page says so. */
      missingCards: number;
      /** @description The leader and the deck's cards in full. */
      resolvedCards: components['schemas']['CardDto'][];
      /** @description Legal in its format as players know it (1 leader, 50 cards, 4 copies, colours, sets, ban list)? */
      legality: components['schemas']['DeckLegalityDto'];
      /** @description The page's description in each language: the first sentence of the guide (else the short description), as the server's head has it. */
      pageDescription: components['schemas']['PageDescriptionDto'];
      /** @description Cost curve, colours, types, counters, triggers and each card's opening-hand odds, the leader left out (ADR 0023). */
      statistics: components['schemas']['DeckStatisticsDto'];
      id: number;
      name: string;
      author: string;
      /** @enum {string} */
      tier: 'Tier 1' | 'Tier 2' | 'Tier 3';
      format: string;
      leaderId: number | null;
      shortDescription: string;
      /** @description The short description in Italian; empty when there is none (the Italian site then shows `shortDescription`, marked as English). */
      shortDescription_it: string;
      /** @description Italian strategy guide (sanitised HTML). */
      description: string;
      /** @description English strategy guide (sanitised HTML). */
      description_en: string;
      videoUrl: string | null;
      matchups: components['schemas']['MatchupDto'][];
      /** @description 1 (highest) to 10 (lowest). */
      priority: number;
      /** @description 1 or 0 */
      isDraft: number;
      /** @description Cards other than the leader; unknown cards are left out. */
      cards: components['schemas']['DeckCardEntryDto'][];
      /** @description Sum of quantities (the builder's "cards/50"). */
      cardCount: number;
      leader: components['schemas']['DeckLeaderDto'] | null;
      createdAt: string;
      updatedAt: string;
    };
    SaveMatchupDto: {
      /**
       * @description Favorable, Even or Unfavorable (checked by the domain: matchupIncomplete).
       * @enum {string}
       */
      favorable: 'Favorable' | 'Even' | 'Unfavorable';
      deck: string;
      strategy: string;
    };
    SaveDeckCardDto: {
      cardId: number;
      /** @description 1 to 4 (checked by the domain: quantityRange). */
      quantity: number;
    };
    SaveDeckDto: {
      /**
       * @description Checked by the domain (invalidTier); absent, the game rules' `defaultTier`. Curated decks only (ignored for a player's).
       * @default Tier 1
       * @enum {string}
       */
      tier: 'Tier 1' | 'Tier 2' | 'Tier 3';
      /** @default null */
      leaderId: number | null;
      /** @default  */
      shortDescription: string;
      /**
       * @description The short description in Italian (optional; the Italian site falls back to `shortDescription`, marked as English).
       * @default
       */
      shortDescription_it: string;
      /**
       * @description Italian guide (HTML; sanitised on save). A player's: at most 50,000 characters once sanitised (422 too_long).
       * @default
       */
      description: string;
      /**
       * @description English guide (HTML; sanitised on save). A player's: at most 50,000 characters once sanitised (422 too_long).
       * @default
       */
      description_en: string;
      /**
       * @description 1 (highest) to 10 (lowest); checked by the domain (invalidPriority).
       * @default 5
       */
      priority: number;
      /**
       * @description true/false or 1/0
       * @default false
       */
      isDraft: boolean | (0 | 1);
      /**
       * @description A community deck's: private (its owner only), unlisted (anyone with its link), public (the
       *     community gallery). Absent: private for a new deck, unchanged for a saved one. Ignored for
       *     curated (admins') decks, whose draft flag decides.
       * @enum {string}
       */
      visibility?: 'private' | 'unlisted' | 'public';
      name: string;
      author: string;
      /** @description A format code from GET /api/formats; the current format when absent. */
      format?: string;
      /** @default null */
      videoUrl: string | null;
      /** @default [] */
      matchups: components['schemas']['SaveMatchupDto'][];
      cards: components['schemas']['SaveDeckCardDto'][];
    };
    UpdateDeckVisibilityDto: {
      /**
       * @description private (its owner only), unlisted (anyone with its link) or public (the community gallery).
       * @enum {string}
       */
      visibility: 'private' | 'unlisted' | 'public';
    };
    DeckDeletedDto: {
      success: boolean;
    };
    DeckLosingCardsDto: {
      id: number;
      /**
       * @description 1 or 0
       * @enum {integer}
       */
      isDraft: 0 | 1;
      /** @description Copies of the deck's list (leader included) that the deletion takes away. */
      cards: number;
      name: string;
    };
    CardDeletionImpactDto: {
      /** @description Decks (drafts included) that would lose at least one card. */
      deckCount: number;
      /** @description Of those, the published ones (what visitors see). */
      publishedDeckCount: number;
      /** @description Published decks first, then by name. */
      decks: components['schemas']['DeckLosingCardsDto'][];
    };
    TierListPlaceDto: {
      /** @description The tier list's format (e.g. OP10). */
      format: string;
      /** @description Tier 1, Tier 2 or Tier 3. */
      tier: string;
    };
    DeckDeletionImpactDto: {
      /** @description Comments and replies on the deck's page (deleted with it). */
      comments: number;
      /** @description Favourites players gave it (deleted with it). */
      favorites: number;
      /** @description News articles that link to it: they stay, without the link. */
      linkedNews: number;
      /** @description Its places on the public tier list, one per format (removed at once). */
      tierList: components['schemas']['TierListPlaceDto'][];
    };
    DraftCardDto: {
      cardId: number;
      quantity: number;
    };
    CheckDeckLegalityDto: {
      leaderId: number | null;
      format?: string;
      cards: components['schemas']['DraftCardDto'][];
    };
    StatisticsCardDto: {
      cardId: number;
      quantity: number;
    };
    DeckStatisticsDraftDto: {
      cards: components['schemas']['StatisticsCardDto'][];
    };
    PlayerDto: {
      /** @description Favourites the player's public decks have received, from every user. */
      favoritesReceived: number;
      username: string;
      /** @description The player's decks in the community gallery, a page at a time. */
      decks: components['schemas']['DeckPageDto'];
    };
    CardFormatLegalityDto: {
      /**
       * @description legal; restricted (at most `maxCopies`); banned; notLegal (its set is not in the format).
       * @enum {string}
       */
      status: 'legal' | 'restricted' | 'banned' | 'notLegal';
      /** @description The format's code ('OP10'). */
      format: string;
      name: string;
      /** @description The product's current format. */
      current: boolean;
      /** @description Only when restricted. */
      maxCopies?: number;
    };
    CardLeaderUsageDto: {
      /** @description The leader (its base printing). */
      leader: components['schemas']['CardDto'];
      /** @description The leader's listed decks that play the card. */
      decks: number;
      /** @description The leader's listed decks. */
      leaderDecks: number;
      /** @description decks / leaderDecks, between 0 and 1. */
      share: number;
      /** @description Copies per deck that plays it, to one decimal. */
      averageCopies: number;
    };
    CardUsageDto: {
      /** @description Per leader whose decks play it, most decks first. */
      byLeader: components['schemas']['CardLeaderUsageDto'][];
      /** @description Listed decks (curated and community; never private, unlisted or hidden ones) that play the card, any printing. */
      decks: number;
      /** @description Copies per deck that plays it, to one decimal. */
      averageCopies: number;
    };
    CardPageDto: {
      /** @description Every printing, base first. */
      printings: components['schemas']['CardDto'][];
      /** @description Every format, the current one first, then newest. */
      legality: components['schemas']['CardFormatLegalityDto'][];
      /** @description The newest listed decks that play it (at most 12). */
      decks: components['schemas']['DeckSummaryDto'][];
      /** @description The base printing when there is one. */
      card: components['schemas']['CardDto'];
      usage: components['schemas']['CardUsageDto'];
    };
    LeaderCardDto: {
      card: components['schemas']['CardDto'];
      /** @description The leader's listed decks that play it. */
      decks: number;
      /** @description decks / the leader's listed decks, between 0 and 1. */
      share: number;
      /** @description Copies per deck that plays it, to one decimal. */
      averageCopies: number;
    };
    LeaderPageDto: {
      printings: components['schemas']['CardDto'][];
      /** @description Cards in at least 75 % of its decks, most played first. */
      core: components['schemas']['LeaderCardDto'][];
      /** @description The other cards its decks play: the 30 most played (FLEX_CARDS_SHOWN), most played first. */
      flex: components['schemas']['LeaderCardDto'][];
      /** @description Its newest listed decks (at most 12). */
      recentDecks: components['schemas']['DeckSummaryDto'][];
      leader: components['schemas']['CardDto'];
      /** @description Listed decks this leader leads. */
      decks: number;
      /** @description Its listed decks among every listed deck, between 0 and 1. */
      share: number;
    };
    NewsSummaryDto: {
      id: number;
      /** @description Linked deck */
      deck_id: number | null;
      /** @enum {integer} */
      is_highlighted: 0 | 1;
      /**
       * @description Always 0 for everyone but admins listing drafts
       * @enum {integer}
       */
      is_draft: 0 | 1;
      /**
       * Format: date-time
       * @description When the article becomes (or became) public (ADR 0075); null: as soon as it is not a draft. Readers see it dated
       *     by this when set (else by created_at), and lists are newest first by that date. Only admins ever see one in the
       *     future (a scheduled article).
       */
      publish_at: string | null;
      /** @description English (or only) title. */
      title: string;
      /** @description Italian title, shown to Italian readers when present. */
      title_it: string | null;
      /** @description Up to 150 characters of `content` as plain text, with an ellipsis when cut. */
      excerpt: string;
      /** @description The same for `content_it`; null when there is no Italian text. */
      excerpt_it: string | null;
      author: string;
      youtube_url: string | null;
      image_url: string | null;
      created_at: string;
      updated_at: string;
    };
    NewsPageDto: {
      items: components['schemas']['NewsSummaryDto'][];
      /** @description Articles in the list, all pages together. */
      total: number;
      /** @description The page shown, 1-based. */
      page: number;
      /** @description Items per page */
      pageSize: number;
    };
    NewsDto: {
      id: number;
      /** @description Linked deck */
      deck_id: number | null;
      /** @enum {integer} */
      is_highlighted: 0 | 1;
      /**
       * @description Always 0 for everyone but admins listing drafts
       * @enum {integer}
       */
      is_draft: 0 | 1;
      /**
       * Format: date-time
       * @description When the article becomes (or became) public (ADR 0075); null: as soon as it is not a draft. Readers see it dated
       *     by this when set (else by created_at), and lists are newest first by that date. Only admins ever see one in the
       *     future (a scheduled article).
       */
      publish_at: string | null;
      /** @description English (or only) title. */
      title: string;
      /** @description Italian title, shown to Italian readers when present. */
      title_it: string | null;
      /** @description Up to 150 characters of `content` as plain text, with an ellipsis when cut. */
      excerpt: string;
      /** @description The same for `content_it`; null when there is no Italian text. */
      excerpt_it: string | null;
      author: string;
      youtube_url: string | null;
      image_url: string | null;
      created_at: string;
      updated_at: string;
      /** @description English (or only) article, sanitised HTML. */
      content: string;
      /** @description Italian article, sanitised HTML; null when there is none. */
      content_it: string | null;
      /** @description The page's description in each language (the article's text, cut at 157 characters), as the server's head has it. */
      pageDescription: components['schemas']['PageDescriptionDto'];
    };
    SaveNewsDto: {
      title_it?: string | null;
      /** @description Italian article, HTML; sanitised on save. */
      content_it?: string | null;
      /** @description A deck to show with the article. */
      deck_id?: number | null;
      youtube_url?: string | null;
      /** @description true/false or 1/0 */
      is_highlighted?: boolean;
      /** @description true/false or 1/0 */
      is_draft?: boolean;
      /**
       * Format: date-time
       * @description When the article becomes public (ADR 0075): an ISO 8601 date-time with its offset (`2026-12-01T09:00:00Z`,
       *     `…+01:00`). Until then readers do not see it (lists, its page, the home page, the sitemap); from then on they
       *     do, without another save, and it is dated by it. Absent, null or empty: public as soon as it is not a draft.
       * @example 2026-12-01T09:00:00Z
       */
      publish_at?: string | null;
      title: string;
      /** @description English (or only) article, HTML; sanitised on save. */
      content: string;
      author: string;
    };
    NewsDeletedDto: {
      success: boolean;
    };
    NewsImageDto: {
      success: boolean;
      /** @description Where the uploaded image is served (also the article's new `image_url`). */
      imageUrl: string;
    };
    ContentImageDto: {
      success: boolean;
      /** @description Where the picture is served, to put in the text's `<img src>` (`/uploads/content/<random>.<kind>`). */
      imageUrl: string;
    };
    CommentDto: {
      id: number;
      user_id: number;
      username: string;
      content: string;
      /** @enum {string} */
      contentType: 'news' | 'deck';
      contentId: number;
      parent_id: number | null;
      created_at: string;
      updated_at: string;
    };
    CommentPageDto: {
      items: components['schemas']['CommentDto'][];
      /** @description How many comments the deck or news item has in all. */
      total: number;
      /** @description The page shown, 1-based. */
      page: number;
      /** @description Items per page */
      pageSize: number;
    };
    CreateCommentDto: {
      /** @enum {string} */
      contentType: 'deck' | 'news';
      contentId: number;
      /** @description Plain text, 1–2000 characters after trimming. */
      content: string;
      /** @description The comment this one replies to, on the same page. */
      parent_id?: number | null;
    };
    UpdateCommentDto: {
      content: string;
    };
    CommentDeletedDto: {
      success: boolean;
    };
    FavoriteStatusDto: {
      isFavorite: boolean;
    };
    AddFavoriteDto: {
      deckId: number;
    };
    FavoriteChangedDto: {
      success: boolean;
      isFavorite: boolean;
    };
    CreateReportDto: {
      /** @enum {string} */
      targetType: 'deck' | 'comment';
      targetId: number;
      /** @enum {string} */
      reason: 'spam' | 'offensive' | 'copyright' | 'other';
      /** @description What the moderators should know (plain text, trimmed); null or left out for none. */
      note?: string | null;
    };
    ReportDto: {
      id: number;
      /** @enum {string} */
      targetType: 'deck' | 'comment';
      targetId: number;
      /** @enum {string} */
      reason: 'spam' | 'offensive' | 'copyright' | 'other';
      note: string | null;
      /** @enum {string} */
      status: 'open' | 'resolved' | 'dismissed';
      /** Format: date-time */
      createdAt: string;
    };
    ReportReasonCountDto: {
      /** @enum {string} */
      reason: 'spam' | 'offensive' | 'copyright' | 'other';
      count: number;
    };
    QueuedReportDto: {
      id: number;
      /** @enum {string} */
      reason: 'spam' | 'offensive' | 'copyright' | 'other';
      note: string | null;
      /** @description The reporter's username (null once the account is gone). */
      reporter: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    ReportedDeckDto: {
      id: number;
      /**
       * @description 1 when already hidden.
       * @enum {integer}
       */
      hidden: 0 | 1;
      /** @description The owner's username (null: a curated deck without owner, or a deleted account). */
      owner: string | null;
      name: string;
    };
    ReportedCommentDto: {
      id: number;
      author: string | null;
      /**
       * @description The page the comment is on: a deck or a news item.
       * @enum {string}
       */
      contentType: 'deck' | 'news';
      contentId: number;
      /** @description Plain text, to be shown escaped. */
      content: string;
    };
    ReportGroupDto: {
      /** @enum {string} */
      targetType: 'deck' | 'comment';
      targetId: number;
      openReports: number;
      /** @description Open reports by reason, most first. */
      reasons: components['schemas']['ReportReasonCountDto'][];
      /** Format: date-time */
      firstReportedAt: string;
      /** Format: date-time */
      lastReportedAt: string;
      /** @description The latest open reports, newest first (at most 5). */
      latest: components['schemas']['QueuedReportDto'][];
      deck: components['schemas']['ReportedDeckDto'] | null;
      comment: components['schemas']['ReportedCommentDto'] | null;
    };
    ReportQueueDto: {
      items: components['schemas']['ReportGroupDto'][];
      /** @description Reported decks and comments in the queue, in all. */
      total: number;
      /** @description The page shown, 1-based. */
      page: number;
      /** @description Items per page */
      pageSize: number;
    };
    ReportsClosedDto: {
      /** @description Open reports of the target closed by this action. */
      closed: number;
    };
    DeckModerationDto: {
      id: number;
      /** @enum {integer} */
      hidden: 0 | 1;
      /** @description Open reports of the deck resolved by this action (hiding resolves them; restoring none). */
      resolvedReports: number;
    };
    TierListLeaderDto: {
      id: number;
      code: string;
      name: string;
      imageUrl: string | null;
      color: string | null;
    };
    TierListDeckDto: {
      id: number;
      name: string;
      author: string;
      /** @description The deck's own format (always the tier list's format: a deck is ranked in its own format). */
      format: string;
      leader: components['schemas']['TierListLeaderDto'] | null;
    };
    RankedTierListEntryDto: {
      id: number;
      deck_id: number;
      /**
       * @description 'Tier 3' is shown as Rogue
       * @enum {string}
       */
      tier: 'Tier 1' | 'Tier 2' | 'Tier 3';
      /** @description 1 = first in its tier. Decks hidden from the public (drafts) keep their place, so the numbers may skip. */
      position: number;
      deck: components['schemas']['TierListDeckDto'];
      format: string;
      /** @description Empty when there are none. */
      notes: string;
      last_updated: string;
    };
    TierListTierDto: {
      /**
       * @description 'Tier 3' is shown as Rogue
       * @enum {string}
       */
      tier: 'Tier 1' | 'Tier 2' | 'Tier 3';
      /** @description By position, first first. */
      entries: components['schemas']['RankedTierListEntryDto'][];
    };
    TierListFormatDto: {
      /** @description The format's code, e.g. 'OP10'. */
      code: string;
      name: string;
      isCurrent: boolean;
      /** @description Always the three tiers, in order: Tier 1, Tier 2, Tier 3 (Rogue). */
      tiers: components['schemas']['TierListTierDto'][];
    };
    TierListDto: {
      /** @description The current format's code (the home page's meta overview shows it). */
      currentFormat: string;
      /** @description Every format (or the one asked for), current first. */
      formats: components['schemas']['TierListFormatDto'][];
    };
    TierListCandidateDto: {
      id: number;
      /**
       * @description The deck's own tier field (a hint for where to place it).
       * @enum {string}
       */
      tier: 'Tier 1' | 'Tier 2' | 'Tier 3';
      name: string;
      author: string;
      /** @description The deck's own format (always the tier list's format: a deck is ranked in its own format). */
      format: string;
      leader: components['schemas']['TierListLeaderDto'] | null;
    };
    PlaceTierListDeckDto: {
      deckId: number;
      /** @enum {string} */
      tier: 'Tier 1' | 'Tier 2' | 'Tier 3';
      /** @description Where in the tier (1 = first); last when absent. */
      position?: number;
      notes?: string;
      /** @description A format code from GET /api/formats; the deck must be of that format. */
      format: string;
    };
    TierListEntryDto: {
      id: number;
      deck_id: number;
      /**
       * @description 'Tier 3' is shown as Rogue
       * @enum {string}
       */
      tier: 'Tier 1' | 'Tier 2' | 'Tier 3';
      /** @description 1 = first in its tier. Decks hidden from the public (drafts) keep their place, so the numbers may skip. */
      position: number;
      format: string;
      /** @description Empty when there are none. */
      notes: string;
      last_updated: string;
    };
    MoveTierListEntryDto: {
      /** @enum {string} */
      tier: 'Tier 1' | 'Tier 2' | 'Tier 3';
      /** @description The position it takes (1 = first); at most one past the last entry of another tier, the last of its own. */
      position: number;
    };
    UpdateTierListNotesDto: {
      /** @description An empty string clears the notes. */
      notes: string;
    };
    TierListRemovedDto: {
      success: boolean;
    };
    TournamentSummaryDto: {
      id: number;
      players: number;
      topCut: number;
      /** @description Standings stored. */
      standings: number;
      /** @description Standings whose leader was read: those count in the meta. */
      readStandings: number;
      /** @description Games between two read leaders, from pairings. */
      matches: number;
      /** @description How many things could not be read. */
      problems: number;
      /** Format: date-time */
      importedAt: string;
      name: string;
      /** @description YYYY-MM-DD. */
      date: string;
      format: string;
    };
    TournamentPageDto: {
      items: components['schemas']['TournamentSummaryDto'][];
      /** @description Events in all. */
      total: number;
      /** @description The page shown, 1-based. */
      page: number;
      /** @description Items per page */
      pageSize: number;
    };
    TournamentPairingDto: {
      player1: string;
      /** @description Absent, null or empty for a bye (not a game). */
      player2?: string | null;
      /** @description player1's or player2's name; absent, null or empty for a draw. */
      winner?: string | null;
    };
    TournamentRoundDto: {
      round: number;
      pairings: components['schemas']['TournamentPairingDto'][];
    };
    TournamentRecordDto: {
      wins: number;
      losses: number;
      ties: number;
    };
    TournamentStandingDto: {
      placing: number;
      player: string;
      /** @description The deck list, in any format POST /api/decks/parse-list reads (first line the leader); what cannot be read is reported, not refused. */
      deck: string;
      record: components['schemas']['TournamentRecordDto'];
    };
    ImportTournamentDto: {
      /** @example Treasure Cup Milano */
      name: string;
      /** @example 2026-11-21 */
      date: string;
      /**
       * @description A format code from GET /api/formats.
       * @example OP10
       */
      format: string;
      /** @description How many placings make the top cut; from the attendance when absent (4 up to 16 players, 8 up to 128, 16 up to 256, else 32). */
      topCut?: number;
      /** @description The attendance (may exceed the standings published). */
      players: number;
      /** @description Optional: the rounds' pairings, for win rates and head-to-head. */
      rounds?: components['schemas']['TournamentRoundDto'][];
      standings: components['schemas']['TournamentStandingDto'][];
    };
    /** @enum {string} */
    TournamentProblemCode:
      'unknown_cards' | 'unreadable_lines' | 'no_leader' | 'duplicate_player' | 'unknown_player' | 'invalid_winner' | 'no_leader_in_pairing' | 'bad_row';
    TournamentProblemDto: {
      code: components['schemas']['TournamentProblemCode'];
      placing?: number;
      round?: number;
      /** @description The CSV row, 1 the first after the header. */
      row?: number;
      player?: string;
      /** @description The lines or names concerned, as written. */
      lines?: string[];
    };
    TournamentImportReportDto: {
      problems: components['schemas']['TournamentProblemDto'][];
      event: components['schemas']['TournamentSummaryDto'];
    };
    ImportTournamentCsvDto: {
      /** @example Treasure Cup Milano */
      name: string;
      /** @example 2026-11-21 */
      date: string;
      /**
       * @description A format code from GET /api/formats.
       * @example OP10
       */
      format: string;
      /** @description How many placings make the top cut; from the attendance when absent (4 up to 16 players, 8 up to 128, 16 up to 256, else 32). */
      topCut?: number;
      /** @description The attendance; the CSV's row count when absent. */
      players?: number;
      /**
       * @description The file's text (comma, semicolon or tab separated; the deck cell quoted, one card per line or `;`-separated).
       * @example placing,player,wins,losses,ties,deck
       *     1,Zoro,5,0,0,"1xOP09-001
       *     4xOP09-002"
       */
      csv: string;
    };
    TournamentStandingResultDto: {
      placing: number;
      wins: number;
      losses: number;
      ties: number;
      /** @description Null when the deck named no leader (not counted in the meta). */
      leaderCode: string | null;
      problems: components['schemas']['TournamentProblemDto'][];
      player: string;
      inTopCut: boolean;
    };
    TournamentDetailDto: {
      id: number;
      players: number;
      topCut: number;
      /** @description Standings stored. */
      standings: number;
      /** @description Standings whose leader was read: those count in the meta. */
      readStandings: number;
      /** @description Games between two read leaders, from pairings. */
      matches: number;
      /** @description How many things could not be read. */
      problems: number;
      /** Format: date-time */
      importedAt: string;
      standingList: components['schemas']['TournamentStandingResultDto'][];
      /** @description The pairings' and CSV rows' problems (each standing carries its own). */
      eventProblems: components['schemas']['TournamentProblemDto'][];
      name: string;
      /** @description YYYY-MM-DD. */
      date: string;
      format: string;
    };
    MetaLeaderDto: {
      /** @description Its standings in the period. */
      decks: number;
      /** @description Its share of the field: decks over every standing with a read leader in the period, between 0 and 1. */
      share: number;
      /** @description How many of its decks made their event's top cut. */
      topCut: number;
      /** @description topCut / decks, between 0 and 1. */
      topCutRate: number;
      /** @description Games against other leaders from pairings (mirrors left out). */
      games: number;
      /** @description (wins + ties / 2) / games, between 0 and 1; absent when it played no paired game. */
      winRate?: number;
      /** @description The leader card's code. */
      code: string;
      /** @description The leader card's name ('' when the card is no longer in the database). */
      name: string;
    };
    MetaHeadToHeadDto: {
      wins: number;
      losses: number;
      ties: number;
      games: number;
      /** @description (wins + ties / 2) / games, from the leader's side. */
      winRate: number;
      /** @description The leader whose side this is. */
      leader: string;
      opponent: string;
    };
    MetaDto: {
      from?: string;
      to?: string;
      /** @description Events imported in the period. */
      events: number;
      /** @description Standings with a read leader in the period (the field the shares are of). */
      decks: number;
      /** @description Most played first. */
      leaders: components['schemas']['MetaLeaderDto'][];
      /** @description Each leader's games against each other leader, from its side (both sides listed; mirrors left out). */
      headToHead: components['schemas']['MetaHeadToHeadDto'][];
      format: string;
    };
    DashboardStatsDto: {
      cards: number;
      /** @description The site's curated decks (admins'), published and drafts: the SPEC's deck counter. */
      decks: number;
      /** @description Players' community decks, whatever their visibility (private, unlisted, public; ADR 0061). */
      communityDecks: number;
      /** @description News items that are not drafts. */
      publishedNews: number;
    };
    PrivacyPolicyDto: {
      /** @description `privacy_policy` (Italian) or `privacy_policy_en`. */
      key: string;
      /** @description Sanitised HTML; '' when none was written. */
      value: string;
      /**
       * @description it or en
       * @enum {string}
       */
      language: 'en' | 'it';
      /** @description ISO date of the last change; null when never written. */
      last_updated: string | null;
    };
    UpdatePrivacyPolicyDto: {
      /** @description The policy as HTML (or plain text); sanitised on write. */
      value: string;
    };
    DeckyPhraseDto: {
      id: number;
      /** @enum {string} */
      language: 'en' | 'it';
      /** @enum {string} */
      category: 'general' | 'tip' | 'cards' | 'decks' | 'fun';
      /**
       * @description 1 active, 0 not
       * @enum {integer}
       */
      isActive: 0 | 1;
      text: string;
      createdAt: string;
      updatedAt: string;
    };
    CreateDeckyPhraseDto: {
      /**
       * @description en (default) or it
       * @enum {string}
       */
      language?: 'en' | 'it';
      /**
       * @description general (default), tip, cards, decks or fun
       * @enum {string}
       */
      category?: 'general' | 'tip' | 'cards' | 'decks' | 'fun';
      /** @description Default active. */
      isActive?: boolean | (0 | 1);
      /** @description Required; trimmed; at most 500 characters. */
      text: string;
    };
    UpdateDeckyPhraseDto: {
      isActive: boolean | (0 | 1);
    };
    PhraseDeletedDto: {
      success: boolean;
    };
    BulkDeckCardDto: {
      /** @description The card's code ('OP01-004'; a printing's own code, as in GET /api/cards). */
      code: string;
      quantity: number;
    };
    BulkDeckDto: {
      /**
       * @description curated: the site's decks (tier and priority are the editors'); community: a player's public deck.
       * @enum {string}
       */
      source: 'curated' | 'community';
      /**
       * @description The editors' tier of a curated deck; null for community decks.
       * @enum {string|null}
       */
      tier: 'Tier 1' | 'Tier 2' | 'Tier 3' | null;
      id: number;
      name: string;
      /** @description The author as the deck names them. */
      author: string;
      /** @description The owner's public username (null for the site's older decks and once the account is gone). */
      owner: string | null;
      /** @description A format code (GET /api/formats). */
      format: string;
      /** @description The leader's card code, null without a leader. */
      leader: string | null;
      /** @description Every card but the leader, in the order saved. */
      cards: components['schemas']['BulkDeckCardDto'][];
      shortDescription: string;
      videoUrl: string | null;
      /** @description The deck's page on the site. */
      url: string;
      createdAt: string;
      updatedAt: string;
    };
    BulkFileDto: {
      /**
       * @description cards: every printing, each as GET /api/cards answers it (CardDto); decks: every listed deck with its list (BulkDeckDto).
       * @enum {string}
       */
      type: 'cards' | 'decks';
      /**
       * @description What the decompressed file is.
       * @enum {string}
       */
      contentType: 'application/json';
      /**
       * @description How the file is compressed: the download is the gzip'd bytes (Content-Type application/gzip), not a transfer encoding.
       * @enum {string}
       */
      contentEncoding: 'gzip';
      /** @description When the data in the file was read (ISO 8601, UTC). */
      updatedAt: string;
      /** @description The name a download is saved under, dated: 'op-decks-cards-2026-11-27.json.gz'. */
      name: string;
      /** @description Bytes of the gzip'd file, as downloaded. */
      size: number;
      /** @description Bytes of the JSON once decompressed. */
      uncompressedSize: number;
      /** @description Entries in the JSON array. */
      count: number;
      /** @description Where to download it: always the newest build, at the same address. */
      downloadUri: string;
      /** @description The download's ETag: send it back as If-None-Match for a 304 when nothing changed. */
      etag: string;
    };
    AuditChangeDto: {
      /** @example name */
      field: string;
      /**
       * @description The value before, cut short (absent on a creation).
       * @example Red Zoro
       */
      before?: string;
      /**
       * @description The value after, cut short (absent on a deletion).
       * @example Red Zoro aggro
       */
      after?: string;
    };
    AuditEntryDto: {
      id: number;
      /** Format: date-time */
      createdAt: string;
      actorId: number;
      /** @example admin */
      actorUsername: string;
      /** @example updateDeck */
      action: string;
      /** @example PUT /api/decks/:id */
      route: string;
      /** @example deck */
      entityType: string;
      /** @example 42 */
      entityId: string | null;
      /** @example Red Zoro aggro */
      entityLabel: string | null;
      /**
       * @description `ok`, or the error code the write failed with.
       * @example ok
       */
      outcome: string;
      changes: components['schemas']['AuditChangeDto'][];
    };
    AuditPageDto: {
      items: components['schemas']['AuditEntryDto'][];
      /** @description Entries matching the filters, all pages together. */
      total: number;
      /** @description The page shown, 1-based. */
      page: number;
      /** @description Items per page */
      pageSize: number;
    };
    TooManyRequestsError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'too_many_requests';
    };
    DatabaseUnavailableError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'database_unavailable';
    };
    UnauthorizedError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'unauthorized';
    };
    NotFoundError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'not_found';
    };
    AuthenticationRequiredError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'authentication_required';
    };
    AccessDeniedError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'access_denied';
    };
    BadRequestError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'bad_request';
    };
    CsrfOriginRefusedError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'csrf_origin_refused';
    };
    UsernameTakenOrAlreadyLoggedInError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'username_taken' | 'already_logged_in';
    };
    PayloadTooLargeError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'payload_too_large';
    };
    ValidationFailedError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'validation_failed';
    };
    InvalidCredentialsError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'invalid_credentials';
    };
    AlreadyLoggedInError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'already_logged_in';
    };
    ValidationFailedOrMissingCredentialsError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'validation_failed' | 'missing_credentials';
    };
    VerifyEmail422Error: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'validation_failed' | 'verification_token_missing' | 'verification_token_invalid';
    };
    ValidationFailedOrUnlockTokenInvalidError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'validation_failed' | 'unlock_token_invalid';
    };
    AccessDeniedOrCsrfOriginRefusedError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'access_denied' | 'csrf_origin_refused';
    };
    EmailAlreadyVerifiedError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'email_already_verified';
    };
    CsrfOriginRefusedOrNotAnAdminError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'csrf_origin_refused' | 'not_an_admin';
    };
    UsernameTakenOrEmailTakenError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'username_taken' | 'email_taken';
    };
    DeleteUser403Error: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'access_denied' | 'csrf_origin_refused' | 'cannot_delete_self' | 'cannot_delete_main_admin';
    };
    UserNotFoundError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'user_not_found';
    };
    PageOutOfRangeError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'page_out_of_range';
    };
    CardCodeTakenError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'card_code_taken';
    };
    ImportCards400Error: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'bad_request' | 'invalid_card_file' | 'card_file_not_an_array';
    };
    ValidationFailedOrInvalidPrefixError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'validation_failed' | 'invalid_prefix';
    };
    CardNotFoundOnlineError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'card_not_found_online';
    };
    DatabaseUnavailableOrCardCatalogUnavailableError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'database_unavailable' | 'card_catalog_unavailable';
    };
    CardNotFoundError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'card_not_found';
    };
    UploadCardImage422Error: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'validation_failed' | 'image_missing' | 'not_an_image' | 'image_format_not_allowed' | 'image_too_many_pixels';
    };
    FormatCodeTakenError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'format_code_taken';
    };
    ValidationFailedOrInvalidFormatError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'validation_failed' | 'invalid_format';
    };
    FormatNotFoundError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'format_not_found';
    };
    FormatIsCurrentError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'format_is_current';
    };
    CreateDeck403Error: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'access_denied' | 'email_not_verified' | 'csrf_origin_refused';
    };
    NoCurrentFormatError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'no_current_format';
    };
    ConflictOrDeckLimitReachedError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'conflict' | 'deck_limit_reached';
    };
    CreateDeck422Error: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'validation_failed' | 'unknown_cards' | 'leader_not_a_leader';
    };
    DeckCreationRateLimitedError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'deck_creation_rate_limited';
    };
    AccessDeniedOrEmailNotVerifiedError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'access_denied' | 'email_not_verified';
    };
    ValidationFailedOrEmptyDeckListError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'validation_failed' | 'empty_deck_list';
    };
    DeckNotFoundError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'deck_not_found';
    };
    UpdateDeck403Error: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'access_denied' | 'email_not_verified' | 'csrf_origin_refused' | 'not_deck_owner';
    };
    DeckNotFoundOrNoCurrentFormatError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'deck_not_found' | 'no_current_format';
    };
    DeckLimitReachedError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'deck_limit_reached';
    };
    PageOutOfRangeOrPlayerNotFoundError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'page_out_of_range' | 'player_not_found';
    };
    CreateNews422Error: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'validation_failed' | 'invalid_news' | 'unknown_deck';
    };
    NewsNotFoundError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'news_not_found';
    };
    CommentTargetNotFoundError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'comment_target_not_found';
    };
    PageOutOfRangeOrCommentTargetNotFoundError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'page_out_of_range' | 'comment_target_not_found';
    };
    ValidationFailedOrInvalidCommentError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'validation_failed' | 'invalid_comment';
    };
    UpdateComment403Error: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'access_denied' | 'csrf_origin_refused' | 'not_comment_author';
    };
    CommentNotFoundError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'comment_not_found';
    };
    ReportTargetNotFoundError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'report_target_not_found';
    };
    AlreadyReportedError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'already_reported';
    };
    ReportRateLimitedError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'report_rate_limited';
    };
    ReportTargetNotFoundOrNoOpenReportsError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'report_target_not_found' | 'no_open_reports';
    };
    ValidationFailedOrTierListUnknownFormatError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'validation_failed' | 'tier_list_unknown_format';
    };
    TierListDeckNotFoundError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'tier_list_deck_not_found';
    };
    TierListDeckAlreadyPlacedError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'tier_list_deck_already_placed';
    };
    PlaceTierListDeck422Error: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code:
        | 'validation_failed'
        | 'tier_list_deck_is_draft'
        | 'tier_list_format_mismatch'
        | 'tier_list_invalid_position'
        | 'tier_list_invalid_tier'
        | 'tier_list_unknown_format'
        | 'tier_list_notes_too_long';
    };
    TierListEntryNotFoundError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'tier_list_entry_not_found';
    };
    MoveTierListEntry422Error: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'validation_failed' | 'tier_list_invalid_position' | 'tier_list_invalid_tier';
    };
    ValidationFailedOrTierListNotesTooLongError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'validation_failed' | 'tier_list_notes_too_long';
    };
    TournamentAlreadyImportedError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'tournament_already_imported';
    };
    ImportTournament422Error: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'validation_failed' | 'tournament_nothing_readable' | 'tournament_unknown_format';
    };
    ImportTournamentCsv422Error: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'validation_failed' | 'tournament_nothing_readable' | 'tournament_unknown_format' | 'tournament_csv_unreadable';
    };
    TournamentNotFoundError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'tournament_not_found';
    };
    ValidationFailedOrTournamentUnknownFormatError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'validation_failed' | 'tournament_unknown_format';
    };
    ValidationFailedOrPolicyTooLongError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'validation_failed' | 'policy_too_long';
    };
    ValidationFailedOrInvalidPhraseError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'validation_failed' | 'invalid_phrase';
    };
    PhraseListNotFoundError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'phrase_list_not_found';
    };
    PhraseNotFoundError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'phrase_not_found';
    };
    UnavailableOrDatabaseUnavailableError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'unavailable' | 'database_unavailable';
    };
    RequestHeaderFieldsTooLargeError: components['schemas']['ErrorResponseDto'] & {
      /** @enum {string} */
      code: 'request_header_fields_too_large';
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: {
    /**
     * @description RFC 8288 links to the other pages of this list, each a root-relative address (this request with page set): rel="first", rel="prev" (not on page 1), rel="next" (not on the last page), rel="last". Follow rel="next" until it is absent to read the whole list, e.g. `</api/decks/page?page=3&pageSize=9>; rel="next"`.
     * @example </api/decks/page?page=1&pageSize=9>; rel="first", </api/decks/page?page=1&pageSize=9>; rel="prev", </api/decks/page?page=3&pageSize=9>; rel="next", </api/decks/page?page=5&pageSize=9>; rel="last"
     */
    Link: string;
    /**
     * @description The version of this answer (strong on the answers kept for every visitor and on files, weak W/ on answers built per call). Sent back in If-None-Match, it gets a 304 with no body while the answer is unchanged.
     * @example "Hc2b6S3cQ3aZ1c9lWmD8bX2F0uA"
     */
    ETag: string;
    /**
     * @description no-cache on public answers (keep it, ask again with If-None-Match before each use); private, no-cache on an answer built for its caller; a file's own lifetime on pictures and exports (a year, immutable, for a card picture asked with its v).
     * @example no-cache
     */
    CacheControl: string;
    /**
     * @description The rate limit this call counts against (IETF draft-ietf-httpapi-ratelimit-headers-08): the policy, r = calls left in the window, t = seconds until it ends.
     * @example "public-reads"; r=599; t=60
     */
    RateLimit: string;
    /**
     * @description The rate limit policy (draft 8): q = calls allowed per window, w = the window in seconds, pk = a partition key (a hash of the client IP or account).
     * @example "public-reads"; q=600; w=60; pk=:ZjQ3ZDk0NzY4ZDM0:
     */
    RateLimitPolicy: string;
    /**
     * @description Seconds to wait before calling again.
     * @example 60
     */
    RetryAfter: number;
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  getHealth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['HealthDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  getReadiness: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReadinessDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description Migrations or the demo seed still running */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  getMetrics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Prometheus text format: requests by route and status, latency histograms, database statements and pool, cache hits, event-loop lag, memory */
      200: {
        headers: {
          'Cache-Control': components['headers']['CacheControl'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'text/plain; version=0.0.4; charset=utf-8': string;
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          'Cache-Control': components['headers']['CacheControl'];
          ETag: components['headers']['ETag'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Missing or wrong bearer token */
      401: {
        headers: {
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnauthorizedError'];
        };
      };
      /** @description METRICS_TOKEN is not set */
      404: {
        headers: {
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotFoundError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  getCurrentUser: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The logged-in user */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Nobody is logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  getSession: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SessionDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterDto'];
      };
    };
    responses: {
      /** @description The same answer whether the e-mail is new (the account is created and a verification link mailed) or already has an account (nothing is created; that address is told by mail), so registering never reveals which e-mails have accounts (ADR 0020). No session is opened: log in next. */
      202: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessMessageDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description csrf_origin_refused: a write from another site */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsrfOriginRefusedError'];
        };
      };
      /** @description username_taken (usernames are public) or already_logged_in (log out first) */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UsernameTakenOrAlreadyLoggedInError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 1 MB */
      413: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginDto'];
      };
    };
    responses: {
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description invalid_credentials (same answer for unknown users) */
      401: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvalidCredentialsError'];
        };
      };
      /** @description csrf_origin_refused: a write from another site */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsrfOriginRefusedError'];
        };
      };
      /** @description already_logged_in: another account is logged in on this session (log out first) */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AlreadyLoggedInError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 1 MB */
      413: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description missing_credentials */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedOrMissingCredentialsError'];
        };
      };
      /** @description too_many_requests, with Retry-After: too many calls from this address, or too many failed logins for this account (known or not, the same answer; even the right password is refused until the lock ends or the mailed link unlocks it) */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessMessageDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description csrf_origin_refused: a write from another site */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsrfOriginRefusedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  verifyEmail: {
    parameters: {
      query?: {
        token?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessMessageDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description verification_token_missing or verification_token_invalid (unknown, used or expired) */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['VerifyEmail422Error'];
        };
      };
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  unlockAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UnlockAccountDto'];
      };
    };
    responses: {
      /** @description The account is unlocked and its failed logins forgotten: log in again. */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessMessageDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description csrf_origin_refused: a write from another site */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsrfOriginRefusedError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 1 MB */
      413: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description unlock_token_invalid (unknown, used or expired) or validation_failed (no token) */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedOrUnlockTokenInvalidError'];
        };
      };
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  resendVerification: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessMessageDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description email_already_verified */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailAlreadyVerifiedError'];
        };
      };
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  getAdminAuth: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Whether the caller is logged in as an admin */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminAuthDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  adminLogin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginDto'];
      };
    };
    responses: {
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminLoginResultDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description invalid_credentials */
      401: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['InvalidCredentialsError'];
        };
      };
      /** @description not_an_admin: the account exists but is no admin (no session is started) */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsrfOriginRefusedOrNotAnAdminError'];
        };
      };
      /** @description already_logged_in: another account is logged in on this session (log out first) */
      409: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AlreadyLoggedInError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 1 MB */
      413: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedOrMissingCredentialsError'];
        };
      };
      /** @description too_many_requests, with Retry-After: too many calls from this address, or too many failed logins for this account (known or not, the same answer; even the right password is refused until the lock ends or the mailed link unlocks it) */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  adminLogout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessMessageDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description csrf_origin_refused: a write from another site */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsrfOriginRefusedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  createAdmin: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateAdminDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminCreatedDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description username_taken or email_taken */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UsernameTakenOrEmailTakenError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 1 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  deleteUser: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessMessageDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description cannot_delete_self or cannot_delete_main_admin */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeleteUser403Error'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserNotFoundError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listAdmins: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Admins and super admins, newest first */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserListDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listAllUsers: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every account, newest first */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserListDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listAllUsersPage: {
    parameters: {
      query?: {
        /** @description 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
        page?: number;
        /** @description Items per page */
        pageSize?: number;
        /** @description true (or 1): admins and super admins only; false (or 0): the other accounts. */
        admin?: 'true' | 'false' | '1' | '0';
        /** @description true (or 1): verified e-mail addresses only; false (or 0): unverified only. */
        verified?: 'true' | 'false' | '1' | '0';
        /** @description A column of the table, `-` in front for descending; ties by id */
        sort?: 'id' | '-id' | 'username' | '-username' | 'email' | '-email' | 'createdAt' | '-createdAt';
        /** @description Part of the username or e-mail address, case ignored. */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserPageDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedError'];
        };
      };
      /** @description page_out_of_range: the page is past the last one (details[0].max is the last page; page 1 always exists) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PageOutOfRangeError'];
        };
      };
      /** @description validation_failed: a parameter out of range or not one of its values (a sort outside the list: details[0].allowed lists the values) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listCards: {
    parameters: {
      query?: {
        /** @description The search syntax (the /cards/syntax page documents it): free words and "quoted phrases" match name, ability, trigger and code; !"name" the exact whole name; t: type, c: colour (c:red/green both colours, c:multi), cost/power/counter/life with = < <= > >= !=, a: attribute (a whole one: Slash finds Slash/Special), f: family (a whole trait, f:~word a part of one), set:, r: rarity, name:, code:. Terms side by side (or joined by and) must all hold; or between them needs one (AND binds tighter); parentheses group; a leading - negates a term or a group. A query the syntax cannot read is 422 validation_failed with details [{ field: "q", code, position, token, help }] (position: 0-based offset of the character at fault; help: the syntax page), code one of unknown_keyword, operator_not_allowed, not_a_number, missing_value, unclosed_quote, unknown_colour, unclosed_parenthesis, unexpected_parenthesis, empty_group, misplaced_operator, regex_not_supported, part_not_allowed, syntax_error. A term on a field no card carries (rarity when the imported data has none) finds no card and is named in the answer's notices. */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          /** @description Only when the query has notices: each as its code and field, comma-separated, e.g. "field_not_in_data; field=rarity" (no card in the imported data has a rarity, so r: matches none). */
          'Card-Query-Notice'?: string;
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CardDto'][];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          /** @description Only when the query has notices: each as its code and field, comma-separated, e.g. "field_not_in_data; field=rarity" (no card in the imported data has a rarity, so r: matches none). */
          'Card-Query-Notice'?: string;
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description validation_failed: q is not a query the syntax reads (details name the problem) */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  createCard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCardDto'];
      };
    };
    responses: {
      /** @description The card as GET /api/cards lists it */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CardDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description card_code_taken */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CardCodeTakenError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 1 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description validation_failed (code: invalid_format, too_short, too_long; type: not_allowed; imageUrl: invalid_url…) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  searchCards: {
    parameters: {
      query: {
        /** @description The search syntax (the /cards/syntax page documents it): free words and "quoted phrases" match name, ability, trigger and code; !"name" the exact whole name; t: type, c: colour (c:red/green both colours, c:multi), cost/power/counter/life with = < <= > >= !=, a: attribute (a whole one: Slash finds Slash/Special), f: family (a whole trait, f:~word a part of one), set:, r: rarity, name:, code:. Terms side by side (or joined by and) must all hold; or between them needs one (AND binds tighter); parentheses group; a leading - negates a term or a group. A query the syntax cannot read is 422 validation_failed with details [{ field: "q", code, position, token, help }] (position: 0-based offset of the character at fault; help: the syntax page), code one of unknown_keyword, operator_not_allowed, not_a_number, missing_value, unclosed_quote, unknown_colour, unclosed_parenthesis, unexpected_parenthesis, empty_group, misplaced_operator, regex_not_supported, part_not_allowed, syntax_error. A term on a field no card carries (rarity when the imported data has none) finds no card and is named in the answer's notices. */
        q: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CardSearchResultDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description validation_failed: q is missing, too long, or not a query the syntax reads */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  cardGallery: {
    parameters: {
      query?: {
        /** @description 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
        page?: number;
        /** @description Items per page */
        pageSize?: number;
        /** @description The search syntax (the /cards/syntax page documents it): free words and "quoted phrases" match name, ability, trigger and code; !"name" the exact whole name; t: type, c: colour (c:red/green both colours, c:multi), cost/power/counter/life with = < <= > >= !=, a: attribute (a whole one: Slash finds Slash/Special), f: family (a whole trait, f:~word a part of one), set:, r: rarity, name:, code:. Terms side by side (or joined by and) must all hold; or between them needs one (AND binds tighter); parentheses group; a leading - negates a term or a group. A query the syntax cannot read is 422 validation_failed with details [{ field: "q", code, position, token, help }] (position: 0-based offset of the character at fault; help: the syntax page), code one of unknown_keyword, operator_not_allowed, not_a_number, missing_value, unclosed_quote, unknown_colour, unclosed_parenthesis, unexpected_parenthesis, empty_group, misplaced_operator, regex_not_supported, part_not_allowed, syntax_error. A term on a field no card carries (rarity when the imported data has none) finds no card and is named in the answer's notices. */
        q?: string;
        /** @description set (default): by set number; name: by name, then set number. */
        sort?: 'set' | 'name';
        /** @description grouped (default): one tile per card with its printings; all: a tile per printing. */
        printings?: 'grouped' | 'all';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CardGalleryDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description page_out_of_range: the page is past the last one (details[0].max is the last page; page 1 always exists) */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PageOutOfRangeError'];
        };
      };
      /** @description validation_failed: a parameter out of range, or q not a query the syntax reads */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listCardFilterOptions: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CardFilterOptionsDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  importCards: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** @description A card file as exported by the official list or by this site: entries carry code, name, type, cost, power, etc.; unknown keys are ignored. */
    requestBody: {
      content: {
        'application/json':
          | ({
              code?: string;
              name?: string;
            } & {
              [key: string]: unknown;
            })[]
          | {
              [key: string]: unknown;
            };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportResultDto'];
        };
      };
      /** @description invalid_card_file: message per docs/product.md, details.entries lists the broken entries; card_file_not_an_array: no list of cards in the file. Nothing was written */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportCards400Error'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  deleteSelectedCards: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CardSelectionDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CountResultDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 1 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description validation_failed: ids is not a list of 1 to 1,000 card ids */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  normalizeCardTypes: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['NormalizeTypesDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NormalizationResultDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 1 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description validation_failed: ids is not a list of 1 to 1,000 card ids */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  clearCards: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CountResultDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  clearCardsByPrefix: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ClearPrefixDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CountResultDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 1 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description invalid_prefix */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedOrInvalidPrefixError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  searchCardOnline: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SearchOnlineDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SearchOnlineResultDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description card_not_found_online */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CardNotFoundOnlineError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 1 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description validation_failed: cardCode is not a card code (invalid_format), nothing is asked */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description card_catalog_unavailable: not configured, unreachable, timed out or redirected to another host */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableOrCardCatalogUnavailableError'];
        };
      };
    };
  };
  updateCard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCardDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CardUpdatedDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CardNotFoundError'];
        };
      };
      /** @description card_code_taken */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CardCodeTakenError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 1 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description validation_failed (imageUrl: invalid_url unless http(s) or an upload of this site) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  deleteCard: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SuccessDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CardNotFoundError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  uploadCardImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          image: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImageUploadResultDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description not_found: no such resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CardNotFoundError'];
        };
      };
      /** @description over 5 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description not_an_image (judged by the bytes and decoding), image_format_not_allowed (SVG, TIFF, HEIC...), image_too_many_pixels or image_missing */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadCardImage422Error'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  getCardImage: {
    parameters: {
      query?: {
        /** @description 'thumb': WebP for grids; 'full' (default): PNG or JPEG for popups and printing. */
        size?: 'thumb' | 'full';
        /** @description Version tag of the recorded image address (the client's cache key); any short token. */
        v?: string;
        /** @description 'back' (default): the card back when the picture cannot be had; 'none': 204 No Content instead, so a page can show the card as text. */
        fallback?: 'back' | 'none';
      };
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The picture (or the card back) */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content: {
          'image/webp': string;
          'image/png': string;
          'image/jpeg': string;
        };
      };
      /** @description With fallback=none, when there is no picture to answer (cached briefly, like the card back) */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description card_not_found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CardNotFoundError'];
        };
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listAdminCards: {
    parameters: {
      query?: {
        /** @description 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
        page?: number;
        /** @description Items per page */
        pageSize?: number;
        /** @description A type the card form accepts, exactly; invalid: any other (empty, old mixed case, unknown), what the normalisation fixes. */
        type?: 'LEADER' | 'CHARACTER' | 'EVENT' | 'STAGE' | 'DON' | 'invalid';
        /** @description A column of the table, `-` in front for descending: code (the set-number order of the game's codes), name, type, set, or id (import order); ties by id */
        sort?: 'code' | '-code' | 'name' | '-name' | 'type' | '-type' | 'set' | '-set' | 'id' | '-id';
        /** @description Part of the name, code or set, case ignored. */
        q?: string;
        /** @description One colour (e.g. Red): multicolour cards have each of theirs. Case ignored. */
        color?: string;
        /** @description The set's name as GET /api/cards/filter-options lists it (e.g. OP-01). */
        set?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CardTablePageDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedError'];
        };
      };
      /** @description page_out_of_range: the page is past the last one (details[0].max is the last page; page 1 always exists) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PageOutOfRangeError'];
        };
      };
      /** @description validation_failed: a parameter out of range or not one of its values (a sort outside the list: details[0].allowed lists the values) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listFormats: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FormatDto'][];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  createFormat: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateFormatDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FormatDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description format_code_taken */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FormatCodeTakenError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 1 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description invalid_format, details: [{ field, code }] */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedOrInvalidFormatError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  updateFormat: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateFormatDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FormatDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description format_not_found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FormatNotFoundError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 1 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description invalid_format, details: [{ field, code }] */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedOrInvalidFormatError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  deleteFormat: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FormatDeletedDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description format_not_found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FormatNotFoundError'];
        };
      };
      /** @description format_is_current */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FormatIsCurrentError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  setCurrentFormat: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FormatDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description format_not_found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FormatNotFoundError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  getGameRules: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GameRulesDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listDecks: {
    parameters: {
      query?: {
        /** @description Admins only: also list drafts (ignored for everyone else) */
        includeDrafts?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first; drafts excluded unless an admin asks for them */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckSummaryDto'][];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  createDeck: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the save safe to retry: one key per deck the client creates (a UUID). A save repeated with the same key within 24 h answers 201 with the deck the first one created (never a second deck), even when the first answer was lost; the same key with a different body answers 409 conflict. Keys older than 24 h, or whose deck was deleted, may be used again. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveDeckDto'];
      };
    };
    responses: {
      /** @description The deck created, or the one this Idempotency-Key already created */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckDetailDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description email_not_verified: the account must verify its e-mail address first */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateDeck403Error'];
        };
      };
      /** @description no_current_format */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NoCurrentFormatError'];
        };
      };
      /** @description conflict: the Idempotency-Key was used for a different deck within 24 h; deck_limit_reached: the player already keeps 200 decks */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConflictOrDeckLimitReachedError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 12 MB for an admin, 1 MB for a player (read only once the caller is known to be a verified account) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description validation_failed (details: [{ field, code }], a malformed Idempotency-Key is field Idempotency-Key, code invalid_format; a player's guide over 50,000 characters is field description or description_en, code too_long, max), unknown_cards, leader_not_a_leader */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateDeck422Error'];
        };
      };
      /** @description deck_creation_rate_limited: 30 decks created in the last hour (Retry-After) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckCreationRateLimitedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  searchDecks: {
    parameters: {
      query?: {
        /** @description 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
        page?: number;
        /** @description Items per page */
        pageSize?: number;
        /**
         * @description curated (default: the admins' published decks, the product's gallery), community (players' public
         *     decks), or all (both). Private, unlisted and hidden decks are never listed.
         */
        source?: 'curated' | 'community' | 'all';
        /** @description The leader's card id (from GET /api/decks/leaders). */
        leader?: number;
        /** @description Words that the deck's name or author contains (case ignored). */
        q?: string;
        /** @description Admins only: drafts too, never cached (`true` or `1`; ignored for everyone else). */
        includeDrafts?: 'true' | 'false' | '1' | '0';
        tier?: 'Tier 1' | 'Tier 2' | 'Tier 3';
        /** @description A format code, e.g. OP10. */
        format?: string;
        /** @description newest (default), oldest, name (A→Z), priority (1 first, then newest), or favorites (most favourited, then newest). */
        sort?: 'newest' | 'oldest' | 'name' | 'priority' | 'favorites';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckPageDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description page_out_of_range: the page is past the last one (details[0].max is the last page; page 1 always exists) */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PageOutOfRangeError'];
        };
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listDeckLeaders: {
    parameters: {
      query?: {
        /** @description curated (default: the admins' published decks), community (players' public decks), or all. */
        source?: 'curated' | 'community' | 'all';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Leaders of the listed decks with their count, most decks first, then by name */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LeaderOptionDto'][];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listDeckFormats: {
    parameters: {
      query?: {
        /** @description curated (default: the admins' published decks), community (players' public decks), or all. */
        source?: 'curated' | 'community' | 'all';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Formats of the listed decks with their count */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FormatCountDto'][];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listMyDecks: {
    parameters: {
      query?: {
        /** @description 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
        page?: number;
        /** @description Items per page */
        pageSize?: number;
        /** @description newest (default), oldest, name (A→Z), priority (1 first, then newest), or favorites (most favourited, then newest). */
        sort?: 'newest' | 'oldest' | 'name' | 'priority' | 'favorites';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckPageDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description email_not_verified */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrEmailNotVerifiedError'];
        };
      };
      /** @description page_out_of_range: the page is past the last one (details[0].max is the last page; page 1 always exists) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PageOutOfRangeError'];
        };
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  parseDeckList: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ParseDeckListDto'];
      };
    };
    responses: {
      /** @description A pasted list matched against the card database (the builder applies it) */
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ParsedDeckListDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description csrf_origin_refused: a write from another site */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CsrfOriginRefusedError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 1 MB */
      413: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description empty_deck_list */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedOrEmptyDeckListError'];
        };
      };
      /** @description too_many_requests */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  getDeck: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckDetailDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description deck_not_found: unknown deck, or one the caller may not read (a draft, or a private or hidden deck, for anyone but its owner and admins) */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckNotFoundError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  updateDeck: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveDeckDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckDetailDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description email_not_verified: the account must verify its e-mail address first; not_deck_owner: the deck is readable by the caller but not theirs (a curated deck, or another player's) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UpdateDeck403Error'];
        };
      };
      /** @description deck_not_found: unknown deck, or one the caller may not read (a draft, or a private or hidden deck, for anyone but its owner and admins) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckNotFoundOrNoCurrentFormatError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 12 MB for an admin, 1 MB for a player (read only once the caller is known to be a verified account) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateDeck422Error'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  deleteDeck: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckDeletedDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description email_not_verified: the account must verify its e-mail address first; not_deck_owner: the deck is readable by the caller but not theirs (a curated deck, or another player's) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UpdateDeck403Error'];
        };
      };
      /** @description deck_not_found: unknown deck, or one the caller may not read (a draft, or a private or hidden deck, for anyone but its owner and admins) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckNotFoundError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  updateDeckVisibility: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateDeckVisibilityDto'];
      };
    };
    responses: {
      /** @description The deck as it is now */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckDetailDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description email_not_verified: the account must verify its e-mail address first; not_deck_owner: the deck is readable by the caller but not theirs (a curated deck, or another player's) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UpdateDeck403Error'];
        };
      };
      /** @description deck_not_found: unknown deck, or one the caller may not read (a draft, or a private or hidden deck, for anyone but its owner and admins) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckNotFoundError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 1 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description validation_failed: visibility is not private, unlisted or public */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  copyDeck: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The copy */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckDetailDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description email_not_verified: the account must verify its e-mail address first */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateDeck403Error'];
        };
      };
      /** @description deck_not_found: unknown deck, or one the caller may not read (a draft, or a private or hidden deck, for anyone but its owner and admins) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckNotFoundError'];
        };
      };
      /** @description deck_limit_reached: the player already keeps 200 decks */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckLimitReachedError'];
        };
      };
      /** @description deck_creation_rate_limited: 30 decks created in the last hour (Retry-After) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckCreationRateLimitedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listAdminDecks: {
    parameters: {
      query?: {
        /** @description 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
        page?: number;
        /** @description Items per page */
        pageSize?: number;
        tier?: 'Tier 1' | 'Tier 2' | 'Tier 3';
        /** @description draft: only drafts; published: only the others. Both when absent. */
        status?: 'draft' | 'published';
        /** @description curated (default: the admins' decks), community (players' decks, whatever their visibility), or all. */
        source?: 'curated' | 'community' | 'all';
        /** @description A column of the table, `-` in front for descending; ties newest first */
        sort?: 'createdAt' | '-createdAt' | 'name' | '-name' | 'author' | '-author' | 'tier' | '-tier' | 'format' | '-format' | 'priority' | '-priority';
        /** @description Part of the deck's name or author, case ignored. */
        q?: string;
        /** @description A format code, e.g. OP10. */
        format?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckPageDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedError'];
        };
      };
      /** @description page_out_of_range: the page is past the last one (details[0].max is the last page; page 1 always exists) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PageOutOfRangeError'];
        };
      };
      /** @description validation_failed: a parameter out of range or not one of its values (a sort outside the list: details[0].allowed lists the values) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  getClearCardsImpact: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CardDeletionImpactDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  getClearPrefixImpact: {
    parameters: {
      query: {
        /** @description Code prefix, any case (e.g. OP10) */
        prefix: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CardDeletionImpactDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedError'];
        };
      };
      /** @description invalid_prefix */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedOrInvalidPrefixError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  getBulkDeleteImpact: {
    parameters: {
      query: {
        /** @description Card ids, comma-separated (1 to 1,000) */
        ids: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CardDeletionImpactDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedError'];
        };
      };
      /** @description validation_failed: ids is not 1 to 1,000 card ids, comma-separated */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  getDeckDeletionImpact: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckDeletionImpactDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedError'];
        };
      };
      /** @description deck_not_found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckNotFoundError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  checkDeckLegality: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CheckDeckLegalityDto'];
      };
    };
    responses: {
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckLegalityDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description email_not_verified: the builder's tools are for verified accounts */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateDeck403Error'];
        };
      };
      /** @description no_current_format */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NoCurrentFormatError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 1 MB */
      413: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description too_many_requests: more deck tool calls this minute than a player account may make (Retry-After); admins are not counted */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  computeDeckStatistics: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DeckStatisticsDraftDto'];
      };
    };
    responses: {
      200: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckStatisticsDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description email_not_verified: the builder's tools are for verified accounts */
      403: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateDeck403Error'];
        };
      };
      /** @description payload_too_large: the JSON body is over 1 MB */
      413: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description too_many_requests: more deck tool calls this minute than a player account may make (Retry-After); admins are not counted */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  exportDeckList: {
    parameters: {
      query: {
        /** @description optcgsim: '4xOP01-016'; tournament: '4 OP01-016 Nami'; cardmarket: '4 Nami (OP01-016)' (a wants list). Leader first in each. */
        format: 'optcgsim' | 'tournament' | 'cardmarket';
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The list, UTF-8 text, one card per line */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'text/plain': string;
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description Unknown deck, or one the caller may not read: a draft, or a private or hidden deck, for anyone but its owner and admins (deck_not_found) */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckNotFoundError'];
        };
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  getDeckImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The picture */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'image/png': string;
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description Unknown deck, or one the caller may not read: a draft, or a private or hidden deck, for anyone but its owner and admins (deck_not_found) */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckNotFoundError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  getDeckRegistrationSheet: {
    parameters: {
      query?: {
        /** @description The sheet's language (labels only; card names are the card database's). English when absent. */
        lang?: 'it' | 'en';
      };
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The sheet */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description Unknown deck, or one the caller may not read: a draft, or a private or hidden deck, for anyone but its owner and admins (deck_not_found) */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckNotFoundError'];
        };
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  getPlayer: {
    parameters: {
      query?: {
        /** @description 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
        page?: number;
        /** @description Items per page */
        pageSize?: number;
        /** @description newest (default), oldest, name (A→Z), priority (1 first, then newest), or favorites (most favourited, then newest). */
        sort?: 'newest' | 'oldest' | 'name' | 'priority' | 'favorites';
      };
      header?: never;
      path: {
        username: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlayerDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description player_not_found; page_out_of_range: the page is past the last one (details[0].max is the last page; page 1 always exists) */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PageOutOfRangeOrPlayerNotFoundError'];
        };
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  getCardPage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CardPageDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description card_not_found: no card has this code */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CardNotFoundError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  getLeaderPage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        code: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LeaderPageDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description card_not_found: no leader card has this code */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CardNotFoundError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listNews: {
    parameters: {
      query?: {
        /** @description Case-insensitive part of the title (either language) or the author */
        search?: string;
        /** @description Admins only: also list drafts and scheduled articles (ignored for everyone else) */
        includeDrafts?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsSummaryDto'][];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  createNews: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveNewsDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 12 MB (read only once the caller is known to be an admin) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description invalid_news (details.problems: title, content or author missing), unknown_deck, validation */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateNews422Error'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listNewsPage: {
    parameters: {
      query?: {
        /** @description 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
        page?: number;
        /** @description Items per page */
        pageSize?: number;
        /** @description Case-insensitive part of the title (either language) or the author. */
        search?: string;
        /** @description Admins only: also list drafts (`true` or `1`; ignored for everyone else). */
        includeDrafts?: 'true' | 'false' | '1' | '0';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsPageDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description page_out_of_range: the page is past the last one (details[0].max is the last page; page 1 always exists) */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PageOutOfRangeError'];
        };
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listHighlightedNews: {
    parameters: {
      query?: {
        /** @description How many (1 to 12; default 3, what the home page shows) */
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsSummaryDto'][];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  getNews: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description news_not_found: unknown, or a draft or scheduled article asked for by a non-admin */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsNotFoundError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  updateNews: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveNewsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description news_not_found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsNotFoundError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 12 MB (read only once the caller is known to be an admin) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description invalid_news, unknown_deck, validation */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateNews422Error'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  deleteNews: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsDeletedDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description news_not_found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsNotFoundError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  uploadNewsImage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          image: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsImageDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description news_not_found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsNotFoundError'];
        };
      };
      /** @description payload_too_large: over 5 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description not_an_image (judged by the bytes and decoding), image_format_not_allowed (SVG, TIFF, HEIC...), image_too_many_pixels or image_missing */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadCardImage422Error'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listAdminNews: {
    parameters: {
      query?: {
        /** @description 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
        page?: number;
        /** @description Items per page */
        pageSize?: number;
        /** @description draft: only drafts; scheduled: published at a time still to come (ADR 0075); published: what readers see now. All when absent. */
        status?: 'draft' | 'scheduled' | 'published';
        /** @description it: articles with an Italian version (title or text); en: English only. */
        language?: 'it' | 'en';
        /** @description A column of the table, `-` in front for descending; ties newest first */
        sort?: 'created_at' | '-created_at' | 'updated_at' | '-updated_at' | 'title' | '-title' | 'author' | '-author';
        /** @description Part of the title (either language) or the author, case ignored. */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NewsPageDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedError'];
        };
      };
      /** @description page_out_of_range: the page is past the last one (details[0].max is the last page; page 1 always exists) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PageOutOfRangeError'];
        };
      };
      /** @description validation_failed: a parameter out of range or not one of its values (a sort outside the list: details[0].allowed lists the values) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  uploadContentImage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          image: string;
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContentImageDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description payload_too_large: over 5 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description not_an_image (judged by the bytes and decoding), image_format_not_allowed (SVG, TIFF, HEIC...), image_too_many_pixels or image_missing */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadCardImage422Error'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listComments: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        contentType: 'deck' | 'news';
        contentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Every comment, oldest first, each with its author */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CommentDto'][];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description No such deck or news item, or one the caller may not read (comment_target_not_found) */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CommentTargetNotFoundError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listCommentPage: {
    parameters: {
      query?: {
        /** @description 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
        page?: number;
        /** @description Items per page */
        pageSize?: number;
      };
      header?: never;
      path: {
        contentType: 'deck' | 'news';
        contentId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Newest first, each with its author */
      200: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CommentPageDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description comment_target_not_found: no such deck or news item, or one the caller may not read; page_out_of_range: the page is past the last one (details[0].max is the last page; page 1 always exists) */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PageOutOfRangeOrCommentTargetNotFoundError'];
        };
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  createComment: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateCommentDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CommentDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CommentTargetNotFoundError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 1 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description invalid_comment: empty after trimming, too long, or a reply to another page */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedOrInvalidCommentError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  updateComment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateCommentDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CommentDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description not_comment_author */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UpdateComment403Error'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CommentNotFoundError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 1 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedOrInvalidCommentError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  deleteComment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CommentDeletedDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description Neither the author nor an admin */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UpdateComment403Error'];
        };
      };
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CommentNotFoundError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listFavorites: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Favourite decks as tiles (no guides, no card list), most recently added first */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckSummaryDto'][];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description email_not_verified */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrEmailNotVerifiedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  addFavorite: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AddFavoriteDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FavoriteChangedDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description Not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description email_not_verified */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateDeck403Error'];
        };
      };
      /** @description deck_not_found: no such deck, or one the caller may not read */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckNotFoundError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 1 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listFavoritesPage: {
    parameters: {
      query?: {
        /** @description 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
        page?: number;
        /** @description Items per page */
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckPageDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description email_not_verified */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrEmailNotVerifiedError'];
        };
      };
      /** @description page_out_of_range: the page is past the last one (details[0].max is the last page; page 1 always exists) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PageOutOfRangeError'];
        };
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  getFavoriteStatus: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        deckId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FavoriteStatusDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description Not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedError'];
        };
      };
      /** @description not_found: no such resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotFoundError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  removeFavorite: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        deckId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['FavoriteChangedDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description Not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description email_not_verified */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateDeck403Error'];
        };
      };
      /** @description not_found: no such resource */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotFoundError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  createReport: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateReportDto'];
      };
    };
    responses: {
      /** @description The report, open in the moderation queue */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description email_not_verified: the account must verify its e-mail address first */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['CreateDeck403Error'];
        };
      };
      /** @description report_target_not_found: no such deck or comment, or one the caller may not read */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportTargetNotFoundError'];
        };
      };
      /** @description already_reported: the caller has an open report of this deck or comment */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AlreadyReportedError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 1 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description validation_failed: an unknown target type or reason, or a note over the limit (field note, code too_long) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description report_rate_limited: 10 reports in the last hour (Retry-After) */
      429: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportRateLimitedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listReports: {
    parameters: {
      query?: {
        /** @description 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
        page?: number;
        /** @description Items per page */
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportQueueDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedError'];
        };
      };
      /** @description page_out_of_range: the page is past the last one (details[0].max is the last page; page 1 always exists) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PageOutOfRangeError'];
        };
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  dismissReports: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        targetType: 'deck' | 'comment';
        targetId: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportsClosedDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description no_open_reports: the deck or comment has no open report; report_target_not_found: an unknown target type */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReportTargetNotFoundOrNoOpenReportsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  hideDeck: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckModerationDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description deck_not_found: no such deck */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckNotFoundError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  restoreDeck: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckModerationDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description deck_not_found: no such deck */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckNotFoundError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listTierList: {
    parameters: {
      query?: {
        /** @description Only this format (a code from GET /api/formats) */
        format?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TierListDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description tier_list_unknown_format */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedOrTierListUnknownFormatError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  placeTierListDeck: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PlaceTierListDeckDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TierListEntryDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description tier_list_deck_not_found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TierListDeckNotFoundError'];
        };
      };
      /** @description tier_list_deck_already_placed */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TierListDeckAlreadyPlacedError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 1 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description validation_failed, tier_list_deck_is_draft, tier_list_format_mismatch, tier_list_unknown_format, tier_list_invalid_position */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlaceTierListDeck422Error'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listTierListCandidates: {
    parameters: {
      query: {
        format: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description By priority (1 first), then newest */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TierListCandidateDto'][];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedError'];
        };
      };
      /** @description tier_list_unknown_format */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedOrTierListUnknownFormatError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  moveTierListEntry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MoveTierListEntryDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TierListEntryDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description tier_list_entry_not_found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TierListEntryNotFoundError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 1 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description validation_failed, tier_list_invalid_position */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MoveTierListEntry422Error'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  updateTierListNotes: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateTierListNotesDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TierListEntryDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description tier_list_entry_not_found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TierListEntryNotFoundError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 1 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description validation_failed */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedOrTierListNotesTooLongError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  removeTierListEntry: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TierListRemovedDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description tier_list_entry_not_found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TierListEntryNotFoundError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listTournaments: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TournamentSummaryDto'][];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  importTournament: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ImportTournamentDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TournamentImportReportDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description tournament_already_imported (same format, date and name) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TournamentAlreadyImportedError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 12 MB (read only once the caller is known to be an admin) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description validation_failed, tournament_unknown_format, tournament_nothing_readable (no standing has a deck whose leader could be read: nothing is stored) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportTournament422Error'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listTournamentsPage: {
    parameters: {
      query?: {
        /** @description 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
        page?: number;
        /** @description Items per page */
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TournamentPageDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedError'];
        };
      };
      /** @description page_out_of_range: the page is past the last one (details[0].max is the last page; page 1 always exists) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PageOutOfRangeError'];
        };
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  importTournamentCsv: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ImportTournamentCsvDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TournamentImportReportDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description tournament_already_imported (same format, date and name) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TournamentAlreadyImportedError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 12 MB (read only once the caller is known to be an admin) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description validation_failed, tournament_unknown_format, tournament_nothing_readable (no standing has a deck whose leader could be read: nothing is stored), tournament_csv_unreadable */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ImportTournamentCsv422Error'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  getTournament: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TournamentDetailDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedError'];
        };
      };
      /** @description tournament_not_found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TournamentNotFoundError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  deleteTournament: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Deleted */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description tournament_not_found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TournamentNotFoundError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  getMeta: {
    parameters: {
      query?: {
        /** @description A format code from GET /api/formats; the current format when absent. */
        format?: string;
        /** @description The period's first day (YYYY-MM-DD), included; open when absent. */
        from?: string;
        /** @description The period's last day (YYYY-MM-DD), included; open when absent. */
        to?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MetaDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description no_current_format */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NoCurrentFormatError'];
        };
      };
      /** @description validation_failed, tournament_unknown_format */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedOrTournamentUnknownFormatError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  getDashboardStats: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DashboardStatsDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  getPrivacyPolicy: {
    parameters: {
      query?: {
        /** @description it (default) or en */
        language?: 'it' | 'en';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PrivacyPolicyDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  updatePrivacyPolicy: {
    parameters: {
      query?: {
        /** @description it (default) or en */
        language?: 'it' | 'en';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePrivacyPolicyDto'];
      };
    };
    responses: {
      /** @description The policy as stored */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PrivacyPolicyDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 12 MB (read only once the caller is known to be an admin) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description policy_too_long */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedOrPolicyTooLongError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listDeckyPhrases: {
    parameters: {
      query?: {
        /** @description Only phrases of this language. */
        language?: 'en' | 'it';
        /** @description Only phrases of this category. */
        category?: 'general' | 'tip' | 'cards' | 'decks' | 'fun';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckyPhraseDto'][];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  createDeckyPhrase: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateDeckyPhraseDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckyPhraseDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 1 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description invalid_phrase: empty or too long text */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedOrInvalidPhraseError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listDeckyPhrasesByCategory: {
    parameters: {
      query?: {
        /** @description Only phrases of this language. */
        language?: 'en' | 'it';
      };
      header?: never;
      path: {
        category: 'general' | 'tip' | 'cards' | 'decks' | 'fun';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckyPhraseDto'][];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description phrase_list_not_found: unknown category */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PhraseListNotFoundError'];
        };
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listDeckyPhrasesByLanguage: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The language, en or it */
        idOrLanguage: 'en' | 'it';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckyPhraseDto'][];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description phrase_list_not_found: unknown language */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PhraseListNotFoundError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  updateDeckyPhrase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The phrase id */
        idOrLanguage: number;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateDeckyPhraseDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeckyPhraseDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description phrase_not_found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PhraseNotFoundError'];
        };
      };
      /** @description payload_too_large: the JSON body is over 1 MB */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayloadTooLargeError'];
        };
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  deleteDeckyPhrase: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        /** @description The phrase id */
        idOrLanguage: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PhraseDeletedDto'];
        };
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedOrCsrfOriginRefusedError'];
        };
      };
      /** @description phrase_not_found */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PhraseNotFoundError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  listBulkFiles: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BulkFileDto'][];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
  downloadBulkFile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        type: 'cards' | 'decks';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The gzip-compressed JSON array (of CardDto or BulkDeckDto) */
      200: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/gzip': string;
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description bad_request: malformed JSON or a path id that is not a number */
      400: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BadRequestError'];
        };
      };
      /** @description not_found: no bulk file of this type */
      404: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotFoundError'];
        };
      };
      /** @description too_many_requests: over the rate limit; wait Retry-After seconds */
      429: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TooManyRequestsError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description unavailable: the file is being built for the first time; ask again shortly */
      503: {
        headers: {
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnavailableOrDatabaseUnavailableError'];
        };
      };
    };
  };
  listAuditEntries: {
    parameters: {
      query?: {
        /** @description 1-based; past the last page is 404 page_out_of_range (page 1 always exists) */
        page?: number;
        /** @description Items per page */
        pageSize?: number;
        /** @description From this time on (ISO 8601, e.g. 2026-11-01 or 2026-11-01T08:00:00Z). */
        from?: string;
        /** @description Up to this time (ISO 8601). */
        to?: string;
        /** @description Who: a username (case ignored) or a user id. */
        actor?: string;
        /** @description What kind of thing: card, deck, news, tierlist, format, settings, decky_phrase, admin, user, tournament, report, comment… */
        entityType?: string;
        /** @description Which one: its id or code. */
        entityId?: string;
        /** @description The operation, e.g. updateDeck, createAdmin, hideDeck. */
        action?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditPageDto'];
        };
      };
      /** @description Not Modified: If-None-Match names the current ETag; no body */
      304: {
        headers: {
          Link: components['headers']['Link'];
          ETag: components['headers']['ETag'];
          'Cache-Control': components['headers']['CacheControl'];
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description authentication_required: not logged in */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthenticationRequiredError'];
        };
      };
      /** @description access_denied: the account lacks the role */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AccessDeniedError'];
        };
      };
      /** @description page_out_of_range: the page is past the last one (details[0].max is the last page; page 1 always exists) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PageOutOfRangeError'];
        };
      };
      /** @description validation_failed: details [{ field, code }] name every broken rule */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ValidationFailedError'];
        };
      };
      /** @description request_header_fields_too_large: the request’s header fields are too large (often too many cookies for this site) */
      431: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RequestHeaderFieldsTooLargeError'];
        };
      };
      /** @description database_unavailable: the database cannot be reached right now; retry later */
      503: {
        headers: {
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DatabaseUnavailableError'];
        };
      };
    };
  };
}
