import { AlertDialog } from "radix-ui";
import { Form } from "react-router";
import { Button, buttonVariants } from "../../components/ui/button.tsx";
import { fill } from "../../i18n/runtime-text.ts";
import { CsrfField } from "./fields.tsx";
import { useAdminData } from "./use-admin.ts";

/** Delete with confirmation: the form posts only from the dialog's confirm button. */
export function DeletePostButton({ id, title }: { id: number; title: string }) {
  const { texts, paths } = useAdminData();
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={`${texts.posts.delete}: ${title}`}>
          {texts.posts.delete}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold">
            {texts.posts.confirmTitle}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-muted">
            {fill(texts.posts.confirmText, { title })}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonVariants({ variant: "outline", size: "sm" })}>
              {texts.posts.cancel}
            </AlertDialog.Cancel>
            <Form method="post" action={paths.posts + "?index"}>
              <CsrfField />
              <input type="hidden" name="id" value={id} />
              <Button type="submit" name="intent" value="delete" variant="accent" size="sm">
                {texts.posts.confirm}
              </Button>
            </Form>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
