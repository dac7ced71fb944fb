import { errorAnswerProblems, takeRecordedErrorAnswers } from './error-contract.js';

// After each suite, every error answer its test apps gave is checked against openapi.yaml
// (error-contract.ts; jest.config.cjs lists this file in setupFilesAfterEnv).
afterAll(() => {
  const problems = takeRecordedErrorAnswers().flatMap(errorAnswerProblems);
  expect([...new Set(problems)]).toEqual([]);
});
