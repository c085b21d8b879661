import { messages } from '@hoogo/core';
import FlaskConical from 'lucide-react/icons/flask-conical';
import { useNavigate } from 'react-router';
import { pagePath } from '@/app/paths';
import { Spinner } from '@/components/ui/spinner';
import { apiMessage } from '@/lib/form-errors';
import { notify } from '@/lib/toast';
import { useCreateDemo } from '../api/create-demo';

const t = messages.demo;

/** One click: creates a demo event with simulated players and opens its management screen. */
export function TryDemoCard() {
  const navigate = useNavigate();
  const createDemo = useCreateDemo();

  async function start() {
    try {
      const created = await createDemo.mutateAsync();
      notify.success(t.created);
      navigate(pagePath.eventAdmin(created.event_name));
    } catch (error) {
      notify.error(apiMessage(error, t.createFailed));
    }
  }

  return (
    <li>
      <button
        type="button"
        onClick={start}
        disabled={createDemo.isPending}
        aria-busy={createDemo.isPending}
        className="flex h-full min-h-44 w-full flex-col items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-amber-300 bg-amber-50/60 p-5 text-center text-amber-950 transition-colors hover:border-amber-500 hover:bg-amber-50 disabled:cursor-wait disabled:opacity-80"
      >
        <span
          aria-hidden="true"
          className="flex size-11 items-center justify-center rounded-full bg-amber-400 text-amber-950"
        >
          {createDemo.isPending ? <Spinner size="sm" decorative /> : <FlaskConical className="size-5" />}
        </span>
        <span className="font-semibold">{createDemo.isPending ? t.creating : t.tryDemo}</span>
        <span className="text-sm text-slate-700">{t.tryDemoText}</span>
      </button>
    </li>
  );
}
