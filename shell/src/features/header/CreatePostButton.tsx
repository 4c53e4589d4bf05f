import { Plus } from '@likegripe/shared-ui';
import { useCreateButtonShown } from './create-button-shown.hook';
import { CreateDock, FloatingLink } from './CreatePostButton.styles';

/** The floating create button (see useCreateButtonShown for where it shows). */
export function CreatePostButton() {
  if (!useCreateButtonShown()) return null;
  return (
    <>
      <CreateDock data-testid="create-dock" aria-hidden="true" />
      <FloatingLink to="/create" aria-label="Create review post" title="Create review post">
        <Plus aria-hidden="true" />
      </FloatingLink>
    </>
  );
}
