import { Injectable, Logger, Module } from '@nestjs/common';
import { DeckRepository } from '../../modules/decks/domain/deck.repository.js';
import { DecksModule } from '../../modules/decks/decks.module.js';
import { NewsQueriesService } from '../../modules/news/application/news-queries.service.js';
import { NewsService } from '../../modules/news/application/news.service.js';
import type { NewsContent } from '../../modules/news/domain/news.js';
import { NewsModule } from '../../modules/news/news.module.js';

export type DemoNews = Omit<NewsContent, 'deckId'> & { id: number; /** Name of a demo deck to link. */ deckName?: string };

/**
 * The demo articles. Ids are fixed because the site links to them: the footer's beginner guide is
 * /news/4 and the hero's "what is the game" is /news/5.
 */
export const DEMO_NEWS: DemoNews[] = [
  {
    id: 1,
    title: 'Welcome to OP Decks',
    titleIt: 'Benvenuti su OP Decks',
    author: 'OP Decks',
    youtubeUrl: null,
    isHighlighted: false,
    isDraft: false,
    content: `<p>OP Decks is a fan site for the <strong>One Piece Card Game</strong>: a searchable card database, community decks with strategy guides and matchups, a tier list, proxy printing for playtesting, and news.</p>
<p>Our aim is to teach you <em>how</em> to play, not only <em>what</em> to play. Every deck comes with a guide that explains its game plan, its mulligan and how it fares against the other decks of the format.</p>
<h3>Where to start</h3>
<ul><li>New to the game? Read <a href="/news/5">what the One Piece Card Game is</a> and then the <a href="/news/4">beginner guide</a>.</li><li>Looking for a deck? Browse the <a href="/decks">deck gallery</a> and filter by tier, format and leader.</li><li>Want to test a list before buying it? Use the print page to make proxies.</li></ul>
<p>Create an account to save your favourite decks and join the discussion in the comments.</p>`,
    contentIt: `<p>OP Decks è un sito di appassionati del <strong>One Piece Card Game</strong>: un database delle carte con ricerca, mazzi della community con guide strategiche e matchup, una tier list, la stampa di proxy per i test e le news.</p>
<p>Il nostro obiettivo è insegnarti <em>come</em> si gioca, non solo <em>cosa</em> giocare. Ogni mazzo ha una guida che spiega il piano di gioco, il mulligan e come se la cava contro gli altri mazzi del formato.</p>
<h3>Da dove cominciare</h3>
<ul><li>Sei nuovo? Leggi <a href="/news/5">che cos'è il One Piece Card Game</a> e poi la <a href="/news/4">guida per principianti</a>.</li><li>Cerchi un mazzo? Sfoglia la <a href="/decks">galleria dei mazzi</a> e filtra per tier, formato e leader.</li><li>Vuoi provare una lista prima di comprarla? Usa la pagina di stampa per creare i proxy.</li></ul>
<p>Crea un account per salvare i tuoi mazzi preferiti e partecipare alla discussione nei commenti.</p>`,
  },
  {
    id: 2,
    title: 'Which starter deck should you buy first?',
    titleIt: 'Quale starter deck comprare per primo?',
    author: 'OP Decks',
    youtubeUrl: null,
    isHighlighted: true,
    isDraft: false,
    deckName: 'Straw Hat Rush',
    content: `<p>Starter decks are the cheapest way into the game: each one is a ready-to-play deck: a Leader and 50 cards. The first four show the four basic play styles well.</p>
<ul><li><strong>ST01 Straw Hat Crew (red)</strong>: Monkey.D.Luffy leads an aggressive deck. Red gives DON!! to its attackers and wins by pushing damage every turn. The easiest to learn.</li><li><strong>ST02 Worst Generation (green)</strong>: Eustass "Captain" Kid. Green rests the opponent's characters and sets its own cards active again.</li><li><strong>ST03 The Seven Warlords of the Sea (blue)</strong>: Crocodile. Blue returns characters to their owner's hand and draws cards: a control deck.</li><li><strong>ST04 Animal Kingdom Pirates (purple)</strong>: Kaido. Purple adds extra DON!! from the DON!! deck to cast huge characters early.</li></ul>
<p>Our pick for a first game: <strong>ST01</strong>. Its cards are simple, its plan is clear, and the linked deck below shows how to improve it with the cards of the other starters.</p>`,
    contentIt: `<p>Gli starter deck sono il modo più economico per entrare nel gioco: ognuno è un mazzo pronto da giocare: un Leader e 50 carte. I primi quattro mostrano bene i quattro stili di gioco di base.</p>
<ul><li><strong>ST01 Straw Hat Crew (rosso)</strong>: guidato da Monkey.D.Luffy, è un mazzo aggressivo. Il rosso dà DON!! agli attaccanti e vince infliggendo danni ogni turno. Il più facile da imparare.</li><li><strong>ST02 Worst Generation (verde)</strong>: Eustass "Captain" Kid. Il verde mette a riposo i personaggi avversari e riattiva le proprie carte.</li><li><strong>ST03 The Seven Warlords of the Sea (blu)</strong>: Crocodile. Il blu rimanda i personaggi in mano al proprietario e pesca carte: un mazzo di controllo.</li><li><strong>ST04 Animal Kingdom Pirates (viola)</strong>: Kaido. Il viola aggiunge DON!! extra dal mazzo DON!! per giocare presto personaggi enormi.</li></ul>
<p>Il nostro consiglio per la prima partita: <strong>ST01</strong>. Le sue carte sono semplici, il piano è chiaro e il mazzo collegato qui sotto mostra come migliorarlo con le carte degli altri starter.</p>`,
  },
  {
    id: 3,
    title: 'Deck building basics: counters, curve and triggers',
    titleIt: 'Costruire un mazzo: counter, curva e trigger',
    author: 'OP Decks',
    youtubeUrl: null,
    isHighlighted: false,
    isDraft: false,
    content: `<p>A legal deck is exactly 50 cards of your Leader's colours, with at most 4 copies of any card number. Within those rules, three numbers decide how well a deck plays.</p>
<h3>Counters</h3>
<p>Most characters have a counter value of +1000 or +2000 printed on their side. When you are attacked you may trash them from your hand to add that power to the defending card. A deck with too few counters loses its Life quickly: aim for at least 15 to 20 cards with a counter.</p>
<h3>Cost curve</h3>
<p>You gain two DON!! per turn, up to ten. Play something useful on every turn: plenty of 1 to 4 cost characters, a few 5 to 7 cost finishers, and no more big cards than you can afford.</p>
<h3>Triggers</h3>
<p>When a Life card is added to your hand you may reveal it and use its [Trigger] effect instead. Triggers turn damage into a comeback, but a card that is only good as a trigger is a weak draw: count them as a bonus, not as a plan.</p>`,
    contentIt: `<p>Un mazzo valido ha esattamente 50 carte dei colori del tuo Leader, con al massimo 4 copie per numero di carta. Dentro queste regole, tre numeri decidono come gioca un mazzo.</p>
<h3>Counter</h3>
<p>Quasi tutti i personaggi hanno stampato sul lato un valore counter di +1000 o +2000. Quando vieni attaccato puoi scartarli dalla mano per aggiungere quella potenza alla carta che difende. Un mazzo con pochi counter perde in fretta le sue Vite: punta ad almeno 15-20 carte con counter.</p>
<h3>Curva dei costi</h3>
<p>Ricevi due DON!! per turno, fino a dieci. Gioca qualcosa di utile a ogni turno: molti personaggi da 1 a 4, qualche chiusura da 5 a 7 e non più carte costose di quante puoi permetterti.</p>
<h3>Trigger</h3>
<p>Quando una carta Vita finisce nella tua mano puoi rivelarla e usare invece il suo effetto [Trigger]. I trigger trasformano un danno in una rimonta, ma una carta buona solo come trigger è una pescata debole: considerali un bonus, non un piano.</p>`,
  },
  {
    id: 4,
    title: 'Beginner guide: how to play the One Piece Card Game',
    titleIt: 'Guida per principianti: come si gioca al One Piece Card Game',
    author: 'OP Decks',
    youtubeUrl: null,
    isHighlighted: true,
    isDraft: false,
    content: `<p>This guide takes you through a whole game. You need a deck: one <strong>Leader</strong>, a <strong>50-card deck</strong> and a <strong>DON!! deck of 10 cards</strong>.</p>
<h2>The cards</h2>
<ul><li><strong>Leader</strong>: starts the game on the field. Its colour decides which cards your deck may use, and its <em>Life</em> value how many Life cards you get.</li><li><strong>Characters</strong>: your crew. You may have up to 5 on the field.</li><li><strong>Events</strong>: one-shot effects, some of them usable on the opponent's turn as [Counter].</li><li><strong>Stages</strong>: places that stay on the field, one at a time.</li><li><strong>DON!!</strong>: your resource. You rest DON!! to pay costs, or give them to your Leader and Characters for +1000 power each during your turn.</li></ul>
<p>The 50-card deck may hold at most <strong>4 copies</strong> of each card number, all in your Leader's colours.</p>
<h2>Setting up</h2>
<ol><li>Put your Leader face up and your DON!! deck aside.</li><li>Shuffle your deck and draw 5 cards. Once, you may shuffle them back and draw 5 new ones (the mulligan).</li><li>Place as many cards from the top of your deck face down as your Leader's Life value: these are your <strong>Life</strong> cards.</li><li>Decide who goes first.</li></ol>
<h2>A turn</h2>
<ol><li><strong>Refresh phase</strong>: DON!! given to your cards come back to your cost area, and all your rested cards become active.</li><li><strong>Draw phase</strong>: draw a card (not on the very first turn of the player who goes first).</li><li><strong>DON!! phase</strong>: add 2 DON!! from your DON!! deck to your cost area (only 1 on the first player's first turn).</li><li><strong>Main phase</strong>: in any order, play Characters, Events and Stages by resting DON!! equal to their cost, use effects, give DON!! to your cards and attack.</li><li><strong>End phase</strong>: end-of-turn effects happen and the turn passes.</li></ol>
<h2>Attacking</h2>
<p>Rest your active Leader or a Character to attack the opponent's Leader or one of their <em>rested</em> Characters. Nobody may attack on their first turn, and a Character cannot attack on the turn it is played unless it has [Rush].</p>
<ol><li><strong>Block</strong>: the defender may rest a Character with [Blocker] to take the attack instead.</li><li><strong>Counter</strong>: the defender may trash cards with a counter value from hand, and play [Counter] Events, to add power to the defending card.</li><li><strong>Damage</strong>: if the attacker's power is equal to or higher than the defender's, the attack succeeds. A Character that loses is K.O.'d (trashed). A Leader that loses takes one damage: its owner adds the top Life card to their hand, and if that card has a [Trigger] they may use it instead. [Double Attack] deals two damage.</li></ol>
<h2>Winning</h2>
<p>You win when your attack hits the opponent's Leader while they have no Life cards left, or when your opponent has no cards left in their deck. Good luck, and see you in the <a href="/decks">deck gallery</a>!</p>`,
    contentIt: `<p>Questa guida ti accompagna in un'intera partita. Ti serve un mazzo: un <strong>Leader</strong>, un <strong>mazzo di 50 carte</strong> e un <strong>mazzo DON!! di 10 carte</strong>.</p>
<h2>Le carte</h2>
<ul><li><strong>Leader</strong>: inizia la partita in campo. Il suo colore decide quali carte può usare il mazzo, e il suo valore <em>Vita</em> quante carte Vita ricevi.</li><li><strong>Personaggi</strong>: la tua ciurma. Puoi averne fino a 5 in campo.</li><li><strong>Eventi</strong>: effetti che si usano una volta, alcuni anche nel turno avversario come [Counter].</li><li><strong>Terreni</strong>: luoghi che restano in campo, uno alla volta.</li><li><strong>DON!!</strong>: la tua risorsa. Metti a riposo i DON!! per pagare i costi, oppure assegnali al Leader e ai Personaggi per +1000 di potenza ciascuno durante il tuo turno.</li></ul>
<p>Il mazzo da 50 carte può contenere al massimo <strong>4 copie</strong> di ogni numero di carta, tutte dei colori del Leader.</p>
<h2>Preparazione</h2>
<ol><li>Metti il Leader scoperto e il mazzo DON!! da parte.</li><li>Mescola il mazzo e pesca 5 carte. Una volta puoi rimescolarle nel mazzo e pescarne 5 nuove (il mulligan).</li><li>Metti coperte dalla cima del mazzo tante carte quanto il valore Vita del Leader: sono le tue carte <strong>Vita</strong>.</li><li>Decidete chi inizia.</li></ol>
<h2>Un turno</h2>
<ol><li><strong>Fase di riattivazione</strong>: i DON!! assegnati alle tue carte tornano nell'area costi e tutte le tue carte a riposo tornano attive.</li><li><strong>Fase di pescata</strong>: peschi una carta (non nel primissimo turno di chi gioca per primo).</li><li><strong>Fase DON!!</strong>: aggiungi 2 DON!! dal mazzo DON!! all'area costi (solo 1 nel primo turno di chi inizia).</li><li><strong>Fase principale</strong>: in qualsiasi ordine giochi Personaggi, Eventi e Terreni mettendo a riposo tanti DON!! quanto il loro costo, usi effetti, assegni DON!! alle tue carte e attacchi.</li><li><strong>Fase finale</strong>: si risolvono gli effetti di fine turno e il turno passa.</li></ol>
<h2>Attaccare</h2>
<p>Metti a riposo il Leader o un Personaggio attivo per attaccare il Leader avversario o un suo Personaggio <em>a riposo</em>. Nessuno può attaccare nel proprio primo turno, e un Personaggio non può attaccare nel turno in cui è giocato a meno che non abbia [Rush].</p>
<ol><li><strong>Blocco</strong>: chi difende può mettere a riposo un Personaggio con [Blocker] perché subisca lui l'attacco.</li><li><strong>Counter</strong>: chi difende può scartare dalla mano carte con un valore counter, e giocare Eventi [Counter], per aggiungere potenza alla carta che difende.</li><li><strong>Danno</strong>: se la potenza dell'attaccante è uguale o maggiore di quella del difensore, l'attacco riesce. Un Personaggio sconfitto viene K.O. (va negli scarti). Un Leader sconfitto subisce un danno: il suo proprietario prende in mano la prima carta Vita e, se ha un [Trigger], può usarlo al suo posto. [Double Attack] infligge due danni.</li></ol>
<h2>Vincere</h2>
<p>Vinci quando il tuo attacco colpisce il Leader avversario mentre non ha più carte Vita, oppure quando all'avversario non restano carte nel mazzo. Buona fortuna, e ci vediamo nella <a href="/decks">galleria dei mazzi</a>!</p>`,
  },
  {
    id: 5,
    title: 'What is the One Piece Card Game?',
    titleIt: "Che cos'è il One Piece Card Game?",
    author: 'OP Decks',
    youtubeUrl: null,
    isHighlighted: true,
    isDraft: false,
    content: `<p>The <strong>One Piece Card Game</strong> is a collectible card game by Bandai based on Eiichiro Oda's manga and anime <em>One Piece</em>. It came out in Japan in July 2022 and in English in December 2022, and it is played in local stores and official tournaments all over the world.</p>
<h2>Two players, two crews</h2>
<p>Each player is a pirate captain: a <strong>Leader</strong> card such as Monkey.D.Luffy, Eustass Kid, Crocodile or Kaido, with a crew of 50 cards in the Leader's colours. The six colours play differently: red attacks with raw power, green rests the opponent's cards, blue controls the board and draws, purple ramps DON!!, black K.O.s characters by cost and yellow plays with its Life cards.</p>
<h2>What makes it different</h2>
<ul><li><strong>DON!! instead of lands</strong>: every player has their own deck of 10 DON!! cards and gains two each turn. No mana screw, no mana flood: your resources always grow.</li><li><strong>Life is made of cards</strong>: when your Leader is hit you take a Life card into your hand. Damage gives you options, and a [Trigger] can turn the game around.</li><li><strong>Defence from your hand</strong>: counters let you protect your Leader with the cards you hold, so every attack is a decision for both players.</li></ul>
<h2>Start playing</h2>
<p>Pick a starter deck, read our <a href="/news/4">beginner guide</a> and find a store near you that runs game nights. When you are ready for more, the <a href="/decks">deck gallery</a> and the <a href="/tier-list">tier list</a> show what the best players are playing.</p>`,
    contentIt: `<p>Il <strong>One Piece Card Game</strong> è un gioco di carte collezionabili di Bandai basato sul manga e sull'anime <em>One Piece</em> di Eiichiro Oda. È uscito in Giappone nel luglio 2022 e in inglese nel dicembre 2022, e si gioca nei negozi e nei tornei ufficiali di tutto il mondo.</p>
<h2>Due giocatori, due ciurme</h2>
<p>Ogni giocatore è un capitano pirata: una carta <strong>Leader</strong> come Monkey.D.Luffy, Eustass Kid, Crocodile o Kaido, con una ciurma di 50 carte dei colori del Leader. I sei colori giocano in modo diverso: il rosso attacca con la forza, il verde mette a riposo le carte avversarie, il blu controlla il campo e pesca, il viola accelera i DON!!, il nero manda K.O. i personaggi in base al costo e il giallo gioca con le sue carte Vita.</p>
<h2>Cosa lo rende diverso</h2>
<ul><li><strong>I DON!! al posto delle terre</strong>: ogni giocatore ha il suo mazzo di 10 carte DON!! e ne riceve due a turno. Niente blocchi di risorse: le tue risorse crescono sempre.</li><li><strong>La Vita è fatta di carte</strong>: quando il tuo Leader viene colpito prendi in mano una carta Vita. Il danno ti dà opzioni, e un [Trigger] può ribaltare la partita.</li><li><strong>La difesa dalla mano</strong>: i counter ti permettono di proteggere il Leader con le carte che hai in mano, così ogni attacco è una scelta per entrambi i giocatori.</li></ul>
<h2>Inizia a giocare</h2>
<p>Scegli uno starter deck, leggi la nostra <a href="/news/4">guida per principianti</a> e cerca un negozio vicino a te che organizza serate di gioco. Quando vuoi di più, la <a href="/decks">galleria dei mazzi</a> e la <a href="/tier-list">tier list</a> mostrano cosa giocano i migliori.</p>`,
  },
  {
    id: 6,
    title: 'Store tournament report (draft)',
    titleIt: 'Resoconto del torneo in negozio (bozza)',
    author: 'OP Decks',
    youtubeUrl: null,
    isHighlighted: false,
    isDraft: true,
    content: '<p>Top 8 decklists and notes from the weekly store tournament. To be completed after the event.</p>',
    contentIt: "<p>Le liste della top 8 e gli appunti del torneo settimanale in negozio. Da completare dopo l'evento.</p>",
  },
];

/** Writes the demo articles into an empty news table, with their fixed ids and through the editor's rules. */
@Injectable()
export class DemoNewsSeed {
  private readonly logger = new Logger('DemoSeed');

  constructor(
    private readonly news: NewsService,
    private readonly queries: NewsQueriesService,
    private readonly decks: DeckRepository,
  ) {}

  /** True when it wrote the articles (DemoSeed then drops the caches). */
  async seed(): Promise<boolean> {
    if ((await this.queries.list({ includeDrafts: true })).length > 0) return false;
    const published = await this.decks.list({ includeDrafts: false });
    const deckId = (name?: string) => (name ? (published.find((deck) => deck.name === name)?.id ?? null) : null);
    await this.news.createWithIds(DEMO_NEWS.map(({ deckName, ...item }) => ({ ...item, deckId: deckId(deckName) })));
    this.logger.log(`Seeded ${DEMO_NEWS.length} demo news articles`);
    return true;
  }
}

@Module({ imports: [NewsModule, DecksModule], providers: [DemoNewsSeed], exports: [DemoNewsSeed] })
export class DemoNewsSeedModule {}
