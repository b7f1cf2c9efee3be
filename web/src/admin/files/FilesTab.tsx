import { Copy, Trash2 } from 'lucide-react';
import type { FileRecord } from '../../../../shared/api/files';
import { mimeLabel } from '../../../../shared/labels';
import { useAdminApi, useSiteLink } from '../state/AdminApiContext';
import { useAdminStore } from '../state/adminStore';
import { useAdminActions } from '../state/useAdminActions';
import { DataTable } from '../ui/DataTable';
import { formatBytes } from '../ui/format';
import { PagedListCard } from '../ui/PagedListCard';
import { PageHeader } from '../ui/PageHeader';
import { UploadArea } from './UploadArea';
import { ShortDate } from '../ui/Moment';

/** Copies the file's absolute address, so it works when pasted into an e-mail or a project. */
async function copyLink(link: string, file: FileRecord) {
  const { notify } = useAdminStore.getState();
  try {
    await navigator.clipboard.writeText(link);
    notify('success', `Link to ${file.originalName} copied`);
  } catch {
    // Clipboard access can be refused (permissions, insecure origin): show the link instead.
    notify('error', `Could not copy automatically. The link is ${link}`);
  }
}

/** Upload area and the list of stored files with copy-link and delete. */
export function FilesTab() {
  const api = useAdminApi();
  const files = useAdminStore((state) => state.data.files);
  const { removeConfirmed } = useAdminActions();
  const siteLink = useSiteLink();

  const remove = (file: FileRecord) =>
    removeConfirmed(
      `Delete file "${file.originalName}"? Links to it will stop working.`,
      () => api.files.remove(file._id),
      { success: 'File deleted successfully!', failure: 'Failed to delete file' },
      ['files'],
    );

  return (
    <>
      <PageHeader title="Files" description="Documents and images to link from the site or e-mails." />
      <UploadArea />
      <PagedListCard list="files" noun="files" searchHint="file name">
        <DataTable
          caption="Uploaded files"
          rows={files.data}
          rowKey={(f) => f._id}
          rowLabel={(f) => f.originalName}
          emptyText="No files found"
          columns={[
            {
              header: 'Name',
              cell: (f) => (
                <a href={siteLink(f.url)} download={f.originalName} target="_blank" rel="noopener noreferrer">
                  {f.originalName}
                </a>
              ),
            },
            { header: 'Type', cell: (f) => mimeLabel(f.mime) },
            { header: 'Size', cell: (f) => formatBytes(f.size) },
            { header: 'Date', cell: (f) => <ShortDate value={f.createdAt} withTime /> },
          ]}
          actions={[
            { label: 'Copy link to', icon: Copy, onClick: (f) => void copyLink(siteLink(f.url), f) },
            { label: 'Delete', icon: Trash2, danger: true, onClick: (f) => void remove(f) },
          ]}
        />
      </PagedListCard>
    </>
  );
}
