import { Dialog, DialogCloseButton } from '../../../components/ui/dialog.tsx';
import { useToasts } from '../../../components/ui/toasts.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { uploadImage } from '../shared/api/images.ts';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];
const LIMIT_MB = 0.5;

/** The client-side checks of the blog uploader (the server checks again). */
export function uploadProblem(file: File): string | undefined {
  if (!ACCEPTED.includes(file.type))
    return `File type ${file.type || 'unknown'} is not supported. Please use JPEG, PNG, or WebP.`;
  if (file.size > LIMIT_MB * 1024 * 1024)
    return `File size (${(file.size / 1024 / 1024).toFixed(2)}MB) exceeds the limit of ${LIMIT_MB}MB.`;
  return undefined;
}

/** The blog library's upload dialog: a drop zone that stores each accepted file in turn. */
export function ImageUploadDialog({
  onClose,
  onUploaded,
}: {
  onClose: () => void;
  onUploaded: () => Promise<unknown>;
}) {
  const { show } = useToasts();

  const upload = async (files: FileList | File[]) => {
    for (const file of files) {
      const problem = uploadProblem(file);
      if (problem) {
        show({ kind: 'error', text: problem });
        continue;
      }
      try {
        await uploadImage('blog-images', file, 'Failed to upload image');
        show({ kind: 'success', text: 'Image uploaded successfully!' });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        show({ kind: 'error', text: error.message });
      }
    }
    onClose();
    await onUploaded();
  };

  return (
    <Dialog
      title="Upload Blog Images"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      footer={<DialogCloseButton onClose={onClose} />}
    >
      <label
        className="flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed border-slate-300 p-8 text-sm text-slate-600 focus-within:ring-2 focus-within:ring-blue-700"
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          void upload([...event.dataTransfer.files]);
        }}
      >
        Drop images here or click to upload
        <span className="text-xs">JPEG, PNG or WebP, up to 0.5 MB</span>
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          className="sr-only"
          onChange={(event) => event.target.files && void upload(event.target.files)}
          data-testid="library-file"
        />
      </label>
    </Dialog>
  );
}
