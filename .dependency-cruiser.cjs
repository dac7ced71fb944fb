/** Layer rules of ARCHITECTURE.md, checked by `npm run lint`. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-plain-typescript',
      comment: 'A domain layer imports no framework: no Nest, TypeORM, validation, swagger or express.',
      severity: 'error',
      from: { path: '^backend/src/modules/[^/]+/domain/' },
      to: { path: 'node_modules/(@nestjs|typeorm|class-validator|class-transformer|express|passport|argon2)' },
    },
    {
      name: 'domain-does-not-reach-outward',
      comment: 'The domain knows nothing of use cases, adapters or HTTP.',
      severity: 'error',
      from: { path: '^backend/src/modules/[^/]+/domain/' },
      to: { path: '^backend/src/(modules/[^/]+/(application|infrastructure)|app\\.|database)' },
    },
    {
      name: 'application-does-not-reach-infrastructure',
      comment:
        'Use cases, queries and ports know no adapter: no ORM entity, no HTTP DTO. Wire formats come in through a port (e.g. CardPresenter). Specs may use in-memory adapters.',
      severity: 'error',
      from: { path: '^backend/src/modules/[^/]+/(application|domain)/', pathNot: '\\.(spec|int-spec)\\.ts$' },
      to: { path: '^backend/src/modules/[^/]+/infrastructure/' },
    },
    {
      name: 'no-foreign-persistence',
      comment:
        "Another module is reached through its exported service or port, never its ORM entity or adapter. Specs and contract suites may set up another module's data through its adapters.",
      severity: 'error',
      from: { path: '^backend/src/modules/([^/]+)/', pathNot: '\\.(spec|int-spec|contract)\\.ts$' },
      to: { path: '^backend/src/modules/([^/]+)/infrastructure/persistence/', pathNot: '^backend/src/modules/$1/' },
    },
    {
      name: 'features-are-independent',
      comment: 'Front-end features meet in the route modules (src/routes/), they do not import each other.',
      severity: 'error',
      from: { path: '^frontend/src/features/([^/]+)/' },
      to: { path: '^frontend/src/features/', pathNot: '^frontend/src/features/$1/' },
    },
    {
      name: 'admin-stays-out-of-the-public-site',
      comment: 'Visitors never download the back office: only its route modules (src/routes/admin*.tsx) load it, in the browser.',
      severity: 'error',
      from: { path: '^frontend/src/(features|components|lib|api|deck-builder)/' },
      to: { path: '^frontend/src/admin/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)dist/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.json'],
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
