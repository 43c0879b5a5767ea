import * as v from 'valibot';

/**
 * A form whose rules are one plain function (field path → message key, e.g. 'responsavel.cpf' →
 * 'paciente.erros.cpfInvalido') as a valibot schema for react-hook-form's valibotResolver: one issue
 * per invalid field, at its path. The same function stays easy to unit-test and to mirror on the api.
 */
export const rulesSchema = <T extends object>(errorsOf: (values: T) => Map<string, string> | Partial<Record<string, string>>) =>
  v.pipe(
    v.custom<T>((input) => typeof input === 'object' && input !== null),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const errors = errorsOf(dataset.value);
      for (const [path, message] of errors instanceof Map ? errors : Object.entries(errors)) {
        if (!message) continue;
        // the resolver reads only each path item's key (valibot getDotPath)
        const [first, ...rest] = path.split('.').map((key) => ({ type: 'object' as const, origin: 'value' as const, input: {}, key, value: undefined }));
        addIssue({ message, path: [first!, ...rest] });
      }
    }),
  );
