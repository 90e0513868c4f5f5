// Why a card or message was not saved, in the words the create and change flows share: the fields
// named (400), someone else's change or a withdrawal in the meantime (409, with a way to reload),
// or anything else (try again).
import { ApiError } from '../../lib/api-client.ts';
import { Button } from '../../ui/button/button.tsx';
import { serverFieldErrors, type FieldErrors } from './draft-fields.ts';

export interface SaveProblem {
  fieldErrors: FieldErrors;
  message: string;
  /** Changed or withdrawn by someone else since it was loaded: only a reload helps. */
  conflict: boolean;
}

export const FIELDS_PROBLEM: SaveProblem = {
  fieldErrors: {},
  message: 'Some fields need another look.',
  conflict: false,
};

export function saveProblem(error: unknown, noun: 'card' | 'message'): SaveProblem {
  if (error instanceof ApiError && error.status === 400) {
    const problem = error.data as { errors?: { field: string; message: string }[] };
    return { ...FIELDS_PROBLEM, fieldErrors: serverFieldErrors(problem.errors ?? []) };
  }
  if (error instanceof ApiError && error.status === 409) {
    return {
      fieldErrors: {},
      message:
        error.problem?.message ??
        `Someone else changed this ${noun} after you opened it. Reload the latest version and make your change again.`,
      conflict: true,
    };
  }
  return { fieldErrors: {}, message: `The ${noun} could not be saved. Try again.`, conflict: false };
}

export function SaveProblemView({ problem, onReload }: { problem: SaveProblem; onReload?: () => void }) {
  return (
    <>
      <p role="alert" className="marketing-form__error">
        {problem.message}
      </p>
      {problem.conflict && onReload && (
        <Button variant="secondary" onClick={onReload}>
          Reload the latest version
        </Button>
      )}
    </>
  );
}
