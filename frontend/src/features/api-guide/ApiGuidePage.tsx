import { Fragment } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isLanguage } from '../../i18n/language';
import { GUIDE_TEXT } from './guide-text';
import './api-guide.css';

/** Text with `code` between backticks, as the guide's prose writes it. */
function Prose({ text }: { text: string }) {
  return <>{text.split('`').map((part, index) => (index % 2 ? <code key={index}>{part}</code> : <Fragment key={index}>{part}</Fragment>))}</>;
}

function CodeBlock({ label, code }: { label: string; code: string }) {
  return (
    <figure className="api-guide__code">
      <figcaption>{label}</figcaption>
      {/* A scrolling region a keyboard can reach (axe: scrollable-region-focusable). */}
      <pre tabIndex={0}>
        <code>{code}</code>
      </pre>
    </figure>
  );
}

/** /developers: how to use the site's API (ADR 0069), in the page's language; /api/docs is the reference. */
export default function ApiGuidePage() {
  const intl = useIntl();
  const text = GUIDE_TEXT[isLanguage(intl.locale) ? intl.locale : 'en'];
  const contents = [...text.sections, text.examples];
  return (
    <div className="container page api-guide">
      <header className="page-header">
        <div>
          <h1 className="page-header__title">
            <FormattedMessage id="apiGuide.title" />
          </h1>
          <p className="page-header__subtitle">
            <FormattedMessage id="apiGuide.subtitle" />
          </p>
        </div>
        <a className="api-guide__reference" href="/api/docs">
          <FormattedMessage id="apiGuide.reference" />
        </a>
      </header>

      {text.intro.map((paragraph) => (
        <p key={paragraph} className="api-guide__intro">
          <Prose text={paragraph} />
        </p>
      ))}

      <nav className="api-guide__contents" aria-labelledby="api-guide-contents">
        <h2 id="api-guide-contents">{text.contents}</h2>
        <ol>
          {contents.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      {text.sections.map((section) => (
        <section key={section.id} id={section.id} className="api-guide__section" aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>{section.title}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <Prose text={paragraph} />
            </p>
          ))}
          {section.points && (
            <ul>
              {section.points.map((point) => (
                <li key={point}>
                  <Prose text={point} />
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}

      <section id={text.examples.id} className="api-guide__section" aria-labelledby={`${text.examples.id}-title`}>
        <h2 id={`${text.examples.id}-title`}>{text.examples.title}</h2>
        <CodeBlock label="curl" code={text.examples.curl} />
        <p>{text.examples.typescriptIntro}</p>
        <CodeBlock label="TypeScript" code={text.examples.typescript} />
      </section>
    </div>
  );
}
