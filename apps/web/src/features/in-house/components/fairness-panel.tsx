import {
  CLIENT_SEED_MAX,
  type InHouseRound,
  RoundLookupFormSchema,
  SetClientSeedSchema,
} from '@platform/contract/in-house';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, TextField, useContractForm } from '../../../components/form/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import {
  useRecentRounds,
  useRotateSeed,
  useRound,
  useSeedPair,
  useSetClientSeed,
} from '../api/use-in-house.ts';
import { useInHouseWallet } from '../lib/money.ts';
import { inHouseErrorText } from '../lib/round-error.ts';
import { verifyRound } from '../lib/verify-round.ts';
import styles from './fairness.module.css';
import { VerificationStatus } from './verification-status.tsx';

/** A long hex value on its own line, wrapping anywhere, selectable for copying. */
function Hex({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.item}>
      <dt>{label}</dt>
      <dd className={styles.hex}>{value}</dd>
    </div>
  );
}

function ClientSeedForm({ current, onDone }: { current: string; onDone: (message: string) => void }) {
  const { t } = useTranslation('inHouse');
  const { money } = useInHouseWallet();
  const setSeed = useSetClientSeed();
  const form = useContractForm(SetClientSeedSchema, { defaultValues: { clientSeed: current } });

  return (
    <Form
      form={form}
      className={styles.seedForm}
      onSubmit={form.submitWith((values) =>
        setSeed.mutate(values, { onSuccess: () => onDone(t('fairness.seed_saved')) }),
      )}
    >
      <TextField
        label={t('fairness.new_seed')}
        name="clientSeed"
        maxLength={CLIENT_SEED_MAX * 2}
        autoComplete="off"
        spellCheck={false}
        hint={t('fairness.seed_hint', { max: CLIENT_SEED_MAX })}
      />
      {setSeed.isError ? (
        <p className={styles.error} role="alert">
          {inHouseErrorText(setSeed.error, t, money)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="sm" busy={setSeed.isPending}>
          {t('fairness.save_seed')}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onDone('')}>
          {t('fairness.cancel')}
        </Button>
      </div>
    </Form>
  );
}

/** Looks a round up by id (typed, pasted or picked from the recent ones) and checks it here. */
function RoundVerifier() {
  const { t } = useTranslation('inHouse');
  const { money } = useInHouseWallet();
  const id = useId();
  const recent = useRecentRounds();
  const form = useContractForm(RoundLookupFormSchema, { defaultValues: { roundId: '' } });
  const [lookup, setLookup] = useState<string | null>(null);
  const round = useRound(lookup);

  const submit = form.submitWith(({ roundId }) => {
    if (roundId === lookup) void round.refetch();
    setLookup(roundId);
  });

  const missing = round.error instanceof ApiError && round.error.code === 'NOT_FOUND';
  return (
    <Form form={form} className={styles.verifier} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className={styles.subtitle}>
        {t('fairness.verifier')}
      </h3>
      <div className={styles.verifyRow}>
        <TextField label={t('fairness.round_id')} name="roundId" inputMode="numeric" autoComplete="off" />
        {recent.data && recent.data.length > 0 ? (
          <div className={styles.pick}>
            <label htmlFor={`${id}-pick`}>{t('fairness.pick_round')}</label>
            <select
              id={`${id}-pick`}
              className={styles.select}
              value=""
              onChange={(event) => {
                form.setValue('roundId', event.target.value);
                form.clearErrors('roundId');
              }}
            >
              <option value="">{t('fairness.pick_placeholder')}</option>
              {recent.data.map((item: InHouseRound) => (
                <option key={item.id} value={item.id}>
                  {`#${item.id} · ${t(`games.${item.game}`)}`}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <Button type="submit" variant="secondary" busy={round.isFetching}>
          {t('fairness.verify')}
        </Button>
      </div>
      {round.data && lookup !== null ? (
        <VerificationStatus status={verifyRound(round.data).status} long />
      ) : missing ? (
        <p className={styles.error} role="alert">
          {t('fairness.round_missing')}
        </p>
      ) : round.isError ? (
        <p className={styles.error} role="alert">
          {inHouseErrorText(round.error, t, money)}
        </p>
      ) : null}
    </Form>
  );
}

/**
 * The fairness panel (DESIGN §6): the commitment to the server seed in use, the client seed and
 * its change, the next nonce, a rotation that reveals the server seed, the last revealed pair, and a
 * verifier that recomputes any round of the member in this browser.
 */
export function FairnessPanel() {
  const { t } = useTranslation('inHouse');
  const { money } = useInHouseWallet();
  const pair = useSeedPair();
  const rotate = useRotateSeed();
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState('');
  const data = pair.data;

  return (
    <Panel title={t('fairness.title')} icon="shield">
      <p className={styles.intro}>{t('fairness.intro')}</p>
      {data ? (
        <>
          <dl className={styles.list}>
            <Hex label={t('fairness.server_hash')} value={data.serverSeedHash} />
            <div className={styles.item}>
              <dt>{t('fairness.client_seed')}</dt>
              <dd className={styles.hex}>{data.clientSeed}</dd>
            </div>
            <div className={styles.item}>
              <dt>{t('fairness.nonce')}</dt>
              <dd className="tabular">{data.nonce}</dd>
            </div>
          </dl>
          {editing ? (
            <ClientSeedForm
              current={data.clientSeed}
              onDone={(message) => {
                setEditing(false);
                setNotice(message);
              }}
            />
          ) : (
            <div className={styles.actions}>
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                {t('fairness.edit_seed')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                busy={rotate.isPending}
                title={t('fairness.rotate_hint')}
                onClick={() =>
                  rotate.mutate(undefined, { onSuccess: () => setNotice(t('fairness.rotated')) })
                }
              >
                {t('fairness.rotate')}
              </Button>
            </div>
          )}
          {rotate.isError ? (
            <p className={styles.error} role="alert">
              {inHouseErrorText(rotate.error, t, money)}
            </p>
          ) : null}
          <p className={styles.notice} role="status">
            {notice}
          </p>
          <h3 className={styles.subtitle}>{t('fairness.previous')}</h3>
          {data.previous ? (
            <dl className={styles.list}>
              <Hex label={t('fairness.server_seed')} value={data.previous.serverSeed} />
              <Hex label={t('fairness.previous_hash')} value={data.previous.serverSeedHash} />
              <div className={styles.item}>
                <dt>{t('fairness.client_seed')}</dt>
                <dd className={styles.hex}>{data.previous.clientSeed}</dd>
              </div>
              <div className={styles.item}>
                <dt>{t('fairness.last_nonce')}</dt>
                <dd className="tabular">{data.previous.lastNonce ?? t('fairness.no_rounds')}</dd>
              </div>
            </dl>
          ) : (
            <p className={styles.muted}>{t('fairness.previous_none')}</p>
          )}
        </>
      ) : pair.isError ? (
        <div className={styles.error} role="alert">
          <p>{inHouseErrorText(pair.error, t, money)}</p>
          <Button variant="secondary" size="sm" onClick={() => void pair.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <div className={styles.skeleton} aria-busy="true" />
      )}
      <RoundVerifier />
    </Panel>
  );
}
