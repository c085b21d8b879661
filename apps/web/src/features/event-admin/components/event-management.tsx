import { type EventInfo, messages } from '@hoogo/core';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { pagePath } from '@/app/paths';
import { Button, buttonStyles } from '@/components/ui/button';
import { BrandingModal } from './branding-modal';
import { DeleteEventModal } from './delete-event-modal';
import { EditGridModal } from './edit-grid-modal';
import { EventDetails } from './event-details';
import { EventHeader } from './event-header';
import { GridView } from './grid-view';
import { HostManagement } from './host-management';
import { HostedEvent } from './hosted-event';
import { LinkedinContentModal } from './linkedin-content-modal';
import { LiveControls } from './live-controls';
import { PrivacySettings } from './privacy-settings';
import { QrModal } from './qr-modal';
import { SettingsModal } from './settings-modal';
import { ConnectTicketingModal } from './ticketing';
import { UploadTemplatesModal } from './upload-templates-modal';

const t = messages.eventAdmin;

type OpenModal =
  | 'settings'
  | 'delete'
  | 'connect'
  | 'qr'
  | 'grid'
  | 'templates'
  | 'branding'
  | 'linkedin'
  | null;

/** The organiser's screen for one event. */
export function EventManagement({ eventName }: { eventName: string }) {
  return <HostedEvent eventName={eventName}>{(info) => <EventManagementScreen info={info} />}</HostedEvent>;
}

function EventManagementScreen({ info }: { info: EventInfo }) {
  const navigate = useNavigate();
  const [openModal, setOpenModal] = useState<OpenModal>(null);
  const close = () => setOpenModal(null);

  return (
    <div className="flex flex-col gap-6">
      <EventHeader
        info={info}
        onEdit={() => setOpenModal('settings')}
        onDelete={() => setOpenModal('delete')}
        onTicketing={() => setOpenModal('connect')}
      />
      <EventDetails info={info} onGenerateQr={() => setOpenModal('qr')} />
      <LiveControls info={info} onOpenSettings={() => setOpenModal('settings')} />

      <section
        aria-labelledby="grid-title"
        className="flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm md:flex-row md:items-start md:justify-between"
      >
        <div className="flex-1">
          <h2 id="grid-title" className="mb-3 text-lg font-bold text-slate-900">
            {t.gridTitle}
          </h2>
          <GridView matrix={info.matrix} onEdit={() => setOpenModal('grid')} />
        </div>
        <div className="grid grid-cols-2 gap-2 md:w-56 md:grid-cols-1">
          <Button variant="secondary" onClick={() => setOpenModal('grid')}>
            {t.editGrid}
          </Button>
          <Button variant="secondary" onClick={() => setOpenModal('templates')}>
            {t.uploadTemplates}
          </Button>
          <Button variant="secondary" onClick={() => setOpenModal('branding')}>
            {messages.branding.open}
          </Button>
          <Button variant="secondary" onClick={() => setOpenModal('linkedin')}>
            {t.linkedinContent}
          </Button>
          <Link
            to={pagePath.leaderboard(info.name)}
            title={t.gotoGameDescription}
            className={buttonStyles({ variant: 'accent' })}
          >
            {t.gotoGame}
          </Link>
        </div>
      </section>

      <PrivacySettings info={info} />

      <HostManagement eventName={info.name} canRemove={info.role === 'Owner'} />

      <SettingsModal
        info={info}
        open={openModal === 'settings'}
        onClose={close}
        onRenamed={(name) => navigate(pagePath.eventAdmin(name), { replace: true })}
      />
      {info.role === 'Owner' && (
        <DeleteEventModal
          eventName={info.name}
          demo={info.demo === true}
          open={openModal === 'delete'}
          onClose={close}
        />
      )}
      <ConnectTicketingModal info={info} open={openModal === 'connect'} onClose={close} />
      <QrModal eventName={info.name} open={openModal === 'qr'} onClose={close} />
      <EditGridModal info={info} open={openModal === 'grid'} onClose={close} />
      <UploadTemplatesModal info={info} open={openModal === 'templates'} onClose={close} />
      <BrandingModal info={info} open={openModal === 'branding'} onClose={close} />
      <LinkedinContentModal info={info} open={openModal === 'linkedin'} onClose={close} />
    </div>
  );
}
