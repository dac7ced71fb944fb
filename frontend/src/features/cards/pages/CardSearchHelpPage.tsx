import { ArrowLeftOutlined } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { MessageId } from '../../../i18n/messages';
import '../cards.css';

interface SyntaxEntry {
  /** What to write: keyword or form, the same in every language. */
  syntax: string;
  title: MessageId;
  text: MessageId;
  examples: string[];
}

/** The syntax the API reads (GET /api/cards/search); the examples are links that run it. */
const ENTRIES: SyntaxEntry[] = [
  { syntax: 'luffy', title: 'cards.syntax.words.title', text: 'cards.syntax.words.text', examples: ['zoro', 'draw ko'] },
  { syntax: '"…"', title: 'cards.syntax.phrase.title', text: 'cards.syntax.phrase.text', examples: ['"on play"', '"draw 2 cards"'] },
  { syntax: '!"…"', title: 'cards.syntax.exact.title', text: 'cards.syntax.exact.text', examples: ['!"Nami"', '!"Monkey.D.Luffy" t:leader'] },
  { syntax: 'or', title: 'cards.syntax.or.title', text: 'cards.syntax.or.text', examples: ['c:red or c:blue', 'zoro OR sanji'] },
  { syntax: '( )', title: 'cards.syntax.group.title', text: 'cards.syntax.group.text', examples: ['(c:red or c:blue) t:leader', 'c:blue or c:red t:leader'] },
  { syntax: 't:', title: 'cards.syntax.type.title', text: 'cards.syntax.type.text', examples: ['t:leader', 't:event', 't:personaggio'] },
  { syntax: 'c:', title: 'cards.syntax.color.title', text: 'cards.syntax.color.text', examples: ['c:red', 'c:red/green', 'c:multi', 'c:viola'] },
  { syntax: 'cost', title: 'cards.syntax.cost.title', text: 'cards.syntax.cost.text', examples: ['cost<=2', 'cost=0', 'cost>=7'] },
  { syntax: 'power', title: 'cards.syntax.power.title', text: 'cards.syntax.power.text', examples: ['power>=6000', 'power<5000'] },
  { syntax: 'counter', title: 'cards.syntax.counter.title', text: 'cards.syntax.counter.text', examples: ['counter>=1000', 'counter=2000', 'counter=0'] },
  { syntax: 'life', title: 'cards.syntax.life.title', text: 'cards.syntax.life.text', examples: ['life=5', 'life<=4'] },
  { syntax: 'a:', title: 'cards.syntax.attribute.title', text: 'cards.syntax.attribute.text', examples: ['a:slash', 'a:special', 'a:wisdom'] },
  { syntax: 'f:', title: 'cards.syntax.family.title', text: 'cards.syntax.family.text', examples: ['f:"straw hat crew"', 'f:navy', 'f:~"straw hat"'] },
  { syntax: 'set:', title: 'cards.syntax.set.title', text: 'cards.syntax.set.text', examples: ['set:op01', 'set:st-10', 'set:promotion'] },
  { syntax: 'r:', title: 'cards.syntax.rarity.title', text: 'cards.syntax.rarity.text', examples: ['r:sr', 'r:sec', 'r:l'] },
  { syntax: 'name:', title: 'cards.syntax.name.title', text: 'cards.syntax.name.text', examples: ['name:luffy', 'name:"monkey.d"'] },
  { syntax: 'code:', title: 'cards.syntax.code.title', text: 'cards.syntax.code.text', examples: ['code:op01-016', 'code:st01'] },
  { syntax: '-', title: 'cards.syntax.not.title', text: 'cards.syntax.not.text', examples: ['-t:event', 't:character -rush', '-(c:red or c:blue) t:leader'] },
];

const EXAMPLE = 'c:red t:character cost<=2 counter>=1000 "rush"';

function QueryLink({ q }: { q: string }) {
  return (
    <Link className="card-syntax__example" to={`/cards?${new URLSearchParams({ q }).toString()}`}>
      <code>{q}</code>
    </Link>
  );
}

/** /cards/syntax: the search syntax, in both languages, every example one click from its results. */
export default function CardSearchHelpPage() {
  return (
    <div className="container page card-syntax">
      <p className="card-syntax__back">
        <Link to="/cards">
          <ArrowLeftOutlined aria-hidden /> <FormattedMessage id="cards.syntax.back" />
        </Link>
      </p>
      <header className="page-header">
        <div>
          <h1 className="page-header__title">
            <FormattedMessage id="cards.syntax.title" />
          </h1>
          <p className="page-header__subtitle">
            <FormattedMessage id="cards.syntax.intro" />
          </p>
        </div>
      </header>

      <section className="card-syntax__example-box" aria-labelledby="card-syntax-example">
        <h2 id="card-syntax-example">
          <FormattedMessage id="cards.syntax.example.title" />
        </h2>
        <p>
          <QueryLink q={EXAMPLE} />
        </p>
        <p>
          <FormattedMessage id="cards.syntax.example.text" />
        </p>
      </section>

      <ul className="card-syntax__entries">
        {ENTRIES.map((entry) => (
          <li key={entry.syntax} className="card-syntax__entry">
            <h2 className="card-syntax__entry-title">
              <code>{entry.syntax}</code> <FormattedMessage id={entry.title} />
            </h2>
            <p>
              <FormattedMessage id={entry.text} />
            </p>
            <p className="card-syntax__examples">
              <span className="card-syntax__examples-label">
                <FormattedMessage id="cards.syntax.examples" />
              </span>
              {entry.examples.map((q) => (
                <QueryLink key={q} q={q} />
              ))}
            </p>
          </li>
        ))}
      </ul>

      <section className="card-syntax__rules" aria-labelledby="card-syntax-rules">
        <h2 id="card-syntax-rules">
          <FormattedMessage id="cards.syntax.rules.title" />
        </h2>
        <ul>
          <li>
            <FormattedMessage id="cards.syntax.rules.and" />
          </li>
          <li>
            <FormattedMessage id="cards.syntax.rules.case" />
          </li>
          <li>
            <FormattedMessage id="cards.syntax.rules.operators" values={{ operators: <code>{'=  <  <=  >  >=  !='}</code> }} />
          </li>
          <li>
            <FormattedMessage id="cards.syntax.rules.zero" />
          </li>
          <li>
            <FormattedMessage id="cards.syntax.rules.filters" />
          </li>
          <li>
            <FormattedMessage id="cards.syntax.rules.errors" />
          </li>
          <li>
            <FormattedMessage id="cards.syntax.rules.missingData" />
          </li>
        </ul>
      </section>
    </div>
  );
}
