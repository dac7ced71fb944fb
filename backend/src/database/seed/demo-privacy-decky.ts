import { Injectable, Logger, Module } from '@nestjs/common';
import { DeckyService } from '../../modules/decky/application/decky.service.js';
import { DeckyModule } from '../../modules/decky/decky.module.js';
import type { NewDeckyPhrase, PhraseCategory } from '../../modules/decky/domain/decky-phrase.js';
import { SettingsService } from '../../modules/settings/application/settings.service.js';
import { SettingsModule } from '../../modules/settings/settings.module.js';
import type { PolicyLanguage } from '../../modules/settings/domain/privacy-policy.js';

/** The site's real privacy policy: what a fan site with accounts, comments and favourites keeps, and why. */
export const DEMO_PRIVACY_POLICY: Record<PolicyLanguage, string> = {
  it: `<p>OP Decks è un sito amatoriale dedicato al gioco di carte collezionabili a tema pirati. Non è affiliato né approvato dall'editore del gioco. Questa informativa spiega quali dati raccogliamo, perché e per quanto tempo, e quali diritti hai.</p>
<h2>Titolare del trattamento</h2>
<p>Il sito è gestito dal suo amministratore, che puoi contattare all'indirizzo <a href="mailto:privacy@opdecks.example">privacy@opdecks.example</a>.</p>
<h2>Dati che raccogliamo</h2>
<ul>
<li><strong>Account</strong>: nome utente, indirizzo email e password (conservata solo come impronta cifrata con argon2id). L'email serve a verificare l'account e a nient'altro: non inviamo newsletter né la cediamo a terzi.</li>
<li><strong>Commenti</strong>: il testo che pubblichi sotto mazzi e news, con il tuo nome utente e la data. I commenti sono pubblici.</li>
<li><strong>Mazzi preferiti</strong>: l'elenco dei mazzi che segni come preferiti, visibile solo a te.</li>
<li><strong>Registri tecnici</strong>: il server registra per motivi di sicurezza le richieste ricevute (indirizzo IP, pagina, data e ora) e le conserva per al massimo 14 giorni.</li>
</ul>
<h2>Base giuridica</h2>
<p>Trattiamo i dati dell'account, i commenti e i preferiti per fornirti il servizio che hai chiesto registrandoti (art. 6.1.b GDPR); i registri tecnici per il nostro legittimo interesse a proteggere il sito da abusi (art. 6.1.f GDPR).</p>
<h2>Cookie e memoria del browser</h2>
<ul>
<li><strong>Cookie di sessione</strong> (necessario): mantiene l'accesso dopo il login. È httpOnly, non è leggibile da script e scade dopo 30 giorni o al logout.</li>
<li><strong>Lingua</strong> (necessario): la lingua che scegli è salvata nella memoria locale del browser (chiave <code>language</code>) e in un cookie dello stesso nome, così le pagine arrivano già nella tua lingua.</li>
<li><strong>Consenso</strong> (necessario): la tua scelta sui cookie è salvata nella memoria locale (chiave <code>cookie-consent</code>) per non chiedertela a ogni visita.</li>
<li><strong>Mascotte</strong>: se chiudi Decky, la scelta resta nella memoria della sessione del browser e sparisce alla chiusura della scheda.</li>
</ul>
<p>Non usiamo cookie pubblicitari né strumenti di analisi statistica.</p>
<h2>Video di YouTube</h2>
<p>Alcune guide contengono video di YouTube. Le anteprime e il player vengono caricati da YouTube solo se accetti i contenuti esterni nelle preferenze cookie, oppure quando fai clic su un video. Il player usa il dominio youtube-nocookie.com (modalità di privacy avanzata). Una volta caricato, YouTube (Google) tratta i dati secondo la propria informativa.</p>
<h2>Conservazione e cancellazione</h2>
<p>I dati dell'account restano finché l'account esiste. Se chiedi la cancellazione, eliminiamo l'account insieme ai tuoi commenti e preferiti.</p>
<h2>I tuoi diritti</h2>
<p>Puoi chiedere accesso, rettifica, cancellazione, limitazione e portabilità dei tuoi dati e opporti al trattamento scrivendo all'indirizzo sopra. Puoi anche presentare reclamo al Garante per la protezione dei dati personali.</p>
<h2>Modifiche</h2>
<p>Se questa informativa cambia, la data di ultimo aggiornamento in fondo alla pagina cambia con essa.</p>`,
  en: `<p>OP Decks is a fan site about the pirate-themed trading card game. It is not affiliated with or endorsed by the game's publisher. This policy explains which data we collect, why and for how long, and what your rights are.</p>
<h2>Who is responsible</h2>
<p>The site is run by its administrator, whom you can reach at <a href="mailto:privacy@opdecks.example">privacy@opdecks.example</a>.</p>
<h2>Data we collect</h2>
<ul>
<li><strong>Account</strong>: username, e-mail address and password (stored only as an argon2id hash). The e-mail address is used to verify the account and nothing else: no newsletters, never passed to anyone.</li>
<li><strong>Comments</strong>: what you post under decks and news, with your username and the date. Comments are public.</li>
<li><strong>Favourite decks</strong>: the decks you mark as favourite, visible only to you.</li>
<li><strong>Technical logs</strong>: for security the server logs the requests it receives (IP address, page, date and time) and keeps them for at most 14 days.</li>
</ul>
<h2>Legal basis</h2>
<p>We process account data, comments and favourites to provide the service you asked for by registering (Art. 6(1)(b) GDPR), and technical logs for our legitimate interest in protecting the site from abuse (Art. 6(1)(f) GDPR).</p>
<h2>Cookies and browser storage</h2>
<ul>
<li><strong>Session cookie</strong> (necessary): keeps you logged in. It is httpOnly, unreadable by scripts, and expires after 30 days or when you log out.</li>
<li><strong>Language</strong> (necessary): the language you pick is kept in your browser's local storage (key <code>language</code>) and in a cookie of the same name, so pages arrive in your language.</li>
<li><strong>Consent</strong> (necessary): your cookie choice is kept in local storage (key <code>cookie-consent</code>) so we do not ask on every visit.</li>
<li><strong>Mascot</strong>: if you close Decky, that choice stays in the browser's session storage and is gone when you close the tab.</li>
</ul>
<p>We use no advertising cookies and no analytics tools.</p>
<h2>YouTube videos</h2>
<p>Some guides contain YouTube videos. Their thumbnails and the player load from YouTube only if you accept external media in the cookie preferences, or when you click a video. The player uses youtube-nocookie.com (privacy-enhanced mode). Once loaded, YouTube (Google) processes data under its own privacy policy.</p>
<h2>Retention and deletion</h2>
<p>Account data is kept while the account exists. If you ask for deletion, we remove the account together with your comments and favourites.</p>
<h2>Your rights</h2>
<p>You may ask for access, rectification, erasure, restriction and portability of your data, and object to processing, by writing to the address above. You may also lodge a complaint with your data protection authority.</p>
<h2>Changes</h2>
<p>When this policy changes, the last-updated date at the bottom of the page changes with it.</p>`,
};

type Pair = [PhraseCategory, string, string];

/** Decky's phrases, each in English and Italian: real tips about the game, the site, cards and decks. */
const PHRASE_PAIRS: Pair[] = [
  [
    'general',
    'Ahoy! Need a deck for tonight? The tier list shows what is strong in the current format.',
    'Ahoy! Ti serve un mazzo per stasera? La tier list mostra cosa è forte nel formato attuale.',
  ],
  [
    'general',
    'Every deck page has a strategy guide: read it before your first game with a new list.',
    'Ogni pagina mazzo ha una guida strategica: leggila prima della prima partita con una nuova lista.',
  ],
  ['general', 'Log in and tap the heart on a deck to keep it among your favourites.', 'Accedi e tocca il cuore su un mazzo per tenerlo tra i tuoi preferiti.'],
  [
    'tip',
    'A deck has exactly 50 cards plus one Leader, and at most 4 copies of any card with the same number.',
    'Un mazzo ha esattamente 50 carte più un Leader, e al massimo 4 copie di ogni carta con lo stesso numero.',
  ],
  [
    'tip',
    'Every card in your deck must share at least one colour with your Leader.',
    'Ogni carta del mazzo deve avere almeno un colore in comune con il tuo Leader.',
  ],
  [
    'tip',
    'You get one DON!! on your first turn if you go first, and two every turn after that. Plan your curve!',
    'Ricevi un DON!! al primo turno se inizi tu, e due a ogni turno successivo. Pianifica la curva!',
  ],
  [
    'tip',
    'Each DON!! given to your Leader or a character adds +1000 power until the end of your turn; in your next Refresh Phase it goes back to your cost area.',
    "Ogni DON!! assegnato al Leader o a un personaggio dà +1000 di potenza fino alla fine del tuo turno; nella tua prossima fase di riattivazione torna nell'area costi.",
  ],
  [
    'tip',
    "Counters are played from your hand during the opponent's attack: a 2000 counter can save a life.",
    "I Counter si giocano dalla mano durante l'attacco avversario: un counter da 2000 può salvarti una vita.",
  ],
  [
    'tip',
    'When you take damage and the Life card has a [Trigger], you may reveal it and activate its effect instead of adding it to your hand.',
    "Quando subisci danno e la carta Vita ha un [Trigger], puoi rivelarla e attivarne l'effetto invece di aggiungerla alla mano.",
  ],
  [
    'tip',
    'Attacking the Leader is not always right: knocking out a rested [Blocker] can open the way next turn.',
    'Attaccare il Leader non è sempre giusto: mettere KO un [Blocker] riposato può aprire la strada al turno dopo.',
  ],
  [
    'tip',
    'The player going first cannot attack on the first turn and does not draw a card: keep that in mind when choosing.',
    'Chi inizia non può attaccare al primo turno e non pesca: tienilo presente quando scegli.',
  ],
  ['cards', 'Search a card by name or code on the cards page: try "ST01-012".', 'Cerca una carta per nome o codice nella pagina carte: prova "ST01-012".'],
  [
    'cards',
    'Filter cards by colour, cost, type and set to find the missing piece of your deck.',
    'Filtra le carte per colore, costo, tipo e set per trovare il pezzo mancante del tuo mazzo.',
  ],
  [
    'cards',
    'Characters with [Rush] can attack the turn they are played: great for closing a game.',
    'I personaggi con [Rush] possono attaccare nel turno in cui sono giocati: ottimi per chiudere la partita.',
  ],
  [
    'cards',
    'A [Blocker] can rest to take an attack in place of your Leader or another character.',
    'Un personaggio con [Blocker] può riposarsi per subire un attacco al posto del Leader o di un altro personaggio.',
  ],
  [
    'decks',
    'Count your counters: most good decks run at least 15 cards with a counter value.',
    'Conta i tuoi counter: quasi tutti i buoni mazzi hanno almeno 15 carte con un valore counter.',
  ],
  [
    'decks',
    'Copy a deck list with one click on its page and paste it into your favourite simulator.',
    'Copia la lista di un mazzo con un clic dalla sua pagina e incollala nel tuo simulatore preferito.',
  ],
  [
    'decks',
    'Check the matchup table of a deck: green is favourable, yellow even, red unfavourable.',
    'Controlla la tabella dei matchup di un mazzo: verde favorevole, giallo alla pari, rosso sfavorevole.',
  ],
  [
    'decks',
    'Want to try a deck before buying it? Print proxies from the print page for casual play.',
    'Vuoi provare un mazzo prima di comprarlo? Stampa i proxy dalla pagina di stampa per giocare tra amici.',
  ],
  [
    'decks',
    'A low curve wins races; a high curve wins long games. Know which one your deck is.',
    'Una curva bassa vince le corse, una curva alta le partite lunghe. Sappi quale delle due è il tuo mazzo.',
  ],
  [
    'fun',
    'I have read every guide on this site. Twice. Cards do not sleep, you know.',
    'Ho letto ogni guida di questo sito. Due volte. Le carte non dormono, sai.',
  ],
  [
    'fun',
    'Shuffle well, draw better, and may your Life cards be full of Triggers!',
    'Mescola bene, pesca meglio, e che le tue carte Vita siano piene di Trigger!',
  ],
  [
    'fun',
    'Yo-ho-ho! Somewhere there is a perfect opening hand. Keep drawing!',
    'Yo-ho-ho! Da qualche parte esiste una mano iniziale perfetta. Continua a pescare!',
  ],
];

export const DEMO_DECKY_PHRASES: NewDeckyPhrase[] = PHRASE_PAIRS.flatMap(([category, en, it]) => [
  { text: en, language: 'en', category, isActive: true },
  { text: it, language: 'it', category, isActive: true },
]);

/** The demo privacy policy (both languages) and Decky's phrases; each only where nothing is stored yet. */
@Injectable()
export class PrivacyAndDeckySeed {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    private readonly settings: SettingsService,
    private readonly decky: DeckyService,
  ) {}

  /** True when it wrote something (DemoSeed then drops the caches). */
  async run(): Promise<boolean> {
    let written = false;
    for (const language of ['it', 'en'] as const) {
      if (await this.settings.hasPrivacyPolicy(language)) continue;
      await this.settings.updatePrivacyPolicy(language, DEMO_PRIVACY_POLICY[language]);
      this.logger.log(`Seeded the ${language} privacy policy`);
      written = true;
    }
    const phrases = await this.decky.seed(DEMO_DECKY_PHRASES);
    if (phrases) this.logger.log(`Seeded ${phrases} Decky phrases`);
    return written || phrases > 0;
  }
}

@Module({ imports: [SettingsModule, DeckyModule], providers: [PrivacyAndDeckySeed], exports: [PrivacyAndDeckySeed] })
export class PrivacyAndDeckySeedModule {}
