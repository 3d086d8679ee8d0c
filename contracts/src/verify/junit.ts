// JUnit XML, the report format CI systems read (GitLab, Jenkins, GitHub actions that publish test
// results): one suite, one test case per operation, a <failure> per problem, <skipped> when unsent.

export interface JunitFailure {
  /** A short kind, e.g. the check's name. */
  type: string;
  /** One line. */
  message: string;
  /** The details: the request, the answer, how to replay. */
  text: string;
}

export interface JunitCase {
  classname: string;
  name: string;
  skipped?: string;
  failures: JunitFailure[];
}

const MESSAGE_LIMIT = 500;

/** Escapes text for XML 1.0; characters XML cannot carry at all become U+FFFD. */
export function xmlText(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD]/gu, '\uFFFD')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

export function junitXml(suite: string, cases: JunitCase[]): string {
  const failed = cases.filter((c) => c.failures.length > 0).length;
  const skipped = cases.filter((c) => c.skipped !== undefined).length;
  const lines = cases.map((testCase) => {
    const open = `    <testcase classname="${xmlText(testCase.classname)}" name="${xmlText(testCase.name)}">`;
    if (testCase.skipped !== undefined) {
      return `${open}<skipped message="${xmlText(testCase.skipped)}"/></testcase>`;
    }
    if (testCase.failures.length === 0) return `${open}</testcase>`;
    const failures = testCase.failures.map(
      (failure) =>
        `      <failure type="${xmlText(failure.type)}" message="${xmlText(failure.message.slice(0, MESSAGE_LIMIT))}">${xmlText(failure.text)}</failure>`,
    );
    return [open, ...failures, '    </testcase>'].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="${xmlText(suite)}" tests="${cases.length}" failures="${failed}">`,
    `  <testsuite name="${xmlText(suite)}" tests="${cases.length}" failures="${failed}" skipped="${skipped}">`,
    ...lines,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
