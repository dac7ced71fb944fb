import { QuestionCircleOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

/** Standard format (docs/product.md#card-import-files): an array (or { cards } / { data }) of these. */
const STANDARD_SAMPLE = `[
  {
    "code": "OP01-001",
    "name": "Roronoa Zoro",
    "type": "LEADER",
    "images": {
      "small": "https://en.onepiece-cardgame.com/images/cardlist/card/OP01-001.png",
      "large": "https://en.onepiece-cardgame.com/images/cardlist/card/OP01-001.png"
    },
    "cost": 5,
    "power": 5000,
    "counter": "-",
    "color": "Red",
    "attribute": { "name": "Slash" },
    "family": "Supernovas/Straw Hat Crew",
    "ability": "[DON!! x1] [Your Turn] All of your Characters gain +1000 power.",
    "trigger": "",
    "set": { "name": "-ROMANCE DAWN- [OP01]" }
  }
]`;

/** New keyed format (docs/product.md#card-import-files): an object keyed by code (or { cards: ... }); the image comes from the code. */
const KEYED_SAMPLE = `{
  "OP01-002": {
    "code": "OP01-002",
    "type": "leader",
    "color": ["Red", "Green"],
    "attribute": ["Slash"],
    "life": 4,
    "cost": null,
    "power": 5000,
    "counter": null,
    "name": "Trafalgar Law",
    "archetype": ["Supernovas", "Heart Pirates"],
    "effectText": "[Activate: Main] [Once Per Turn] ...",
    "triggerText": "",
    "set": "OP-01"
  }
}`;

/** The format help box: tabs 'Formato Standard' and 'Nuovo Formato' with sample JSON. */
export function ImportFormatHelp() {
  const intl = useIntl();
  const sample = (code: string, note: 'admin.import.format.standardNote' | 'admin.import.format.keyedNote') => (
    <>
      <p className="cards-admin__muted">
        <FormattedMessage id={note} />
      </p>
      <pre className="card-format__sample" tabIndex={0}>
        <code>{code}</code>
      </pre>
    </>
  );
  return (
    <section className="cards-admin__panel" aria-label={intl.formatMessage({ id: 'admin.import.format.title' })}>
      <h3 className="cards-admin__panel-title">
        <QuestionCircleOutlined aria-hidden /> <FormattedMessage id="admin.import.format.title" />
      </h3>
      <Tabs
        size="small"
        items={[
          {
            key: 'standard',
            label: intl.formatMessage({ id: 'admin.import.format.standard' }),
            children: sample(STANDARD_SAMPLE, 'admin.import.format.standardNote'),
          },
          { key: 'keyed', label: intl.formatMessage({ id: 'admin.import.format.keyed' }), children: sample(KEYED_SAMPLE, 'admin.import.format.keyedNote') },
        ]}
      />
    </section>
  );
}
