import {
  Alert,
  AspectRatio,
  Badge,
  Box,
  Button,
  Group,
  Image,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Typography,
} from '@mantine/core';
import type { Language } from '@platform/contract/constants';
import { pickText } from '@platform/contract/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '../../../lib/site-config.ts';
import type { ContentKind } from '../content-kinds.ts';
import type { FormValues, Texts } from '../content-values.ts';
import { sanitizeHtml } from '../sanitize-html.ts';
import { useImageSource } from '../use-image-source.ts';

type SequencedImage = { sequence: number; image: string };

/** What the site shows for a language: its own text, else the default language's, else any. */
function shown(
  value: unknown,
  language: Language,
  fallback: Language,
): { text: string; from: Language | null } {
  const texts = Object.fromEntries(
    Object.entries((value ?? {}) as Texts).filter(([, text]) => text?.trim()),
  ) as Texts;
  const text = pickText(texts, language, fallback);
  const from = texts[language] ? language : (Object.keys(texts) as Language[]).find((l) => texts[l] === text);
  return { text, from: from ?? null };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The site's promotion time format (YYYY/MM/DD HH:mm:ss) of a datetime-local value. */
function stamp(local: unknown): string {
  const date = typeof local === 'string' && local ? new Date(local) : new Date();
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}/${pad(date.getMonth() + 1)}/${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** Sanitized operator HTML (inside the inert preview, so its links cannot leave the console). */
function RichHtml({ html }: { html: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <Typography data-testid="preview-html">
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized just above with the site's allow-list */}
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}

function Picture({ src, ratio, alt }: { src: string | null; ratio: number; alt: string }) {
  return (
    <AspectRatio ratio={ratio}>
      {src ? (
        <Image src={src} alt={alt} fit="cover" />
      ) : (
        <Box bg="violet.6" style={{ display: 'grid', placeItems: 'center' }}>
          <Text c="white" size="sm">
            {alt}
          </Text>
        </Box>
      )}
    </AspectRatio>
  );
}

export interface ContentPreviewProps {
  kind: ContentKind;
  values: FormValues;
  language: Language;
}

/**
 * The item as a visitor reading `language` would see it on the player site: the text the site
 * would pick (falling back as the server does), the images from the image host, HTML sanitized
 * with the site's own allow-list.
 */
export function ContentPreview({ kind, values, language }: ContentPreviewProps) {
  const { t } = useTranslation();
  const config = useSiteConfig().data;
  const fallback = config?.defaultLanguage ?? 'EN';
  const imageOf = useImageSource();
  const title = shown(values.title, language, fallback);
  const content = shown(values.content, language, fallback);
  const from = kind.title ? title.from : null;
  const targeted = (values.languages ?? []) as string[];
  const languageName = (l: Language) => t(`content.options.languages.${l}`);
  const sequenced = (sequence: number) =>
    imageOf(((values.images ?? []) as SequencedImage[]).find((image) => image.sequence === sequence)?.image);
  const period = values.longTerm
    ? t('content.preview.longTerm')
    : values.endsAt
      ? `${stamp(values.startsAt)} – ${stamp(values.endsAt)}`
      : stamp(values.startsAt);

  return (
    <Stack gap="sm" aria-label={t('content.preview.title', { language: languageName(language) })}>
      {targeted.length > 0 && !targeted.includes(language) && (
        <Alert color="gray">{t('content.preview.notShown', { language: languageName(language) })}</Alert>
      )}
      {from && from !== language && (
        <Alert color="yellow">
          {t('content.preview.fallback', { language: languageName(language), from: languageName(from) })}
        </Alert>
      )}
      {/* A picture of the site, not controls: nothing in it can be used. */}
      <Box inert>
        {kind.look === 'promotion' && (
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="sm">
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                {t('content.preview.card')}
              </Text>
              <Paper withBorder radius="lg" shadow="xs" style={{ overflow: 'hidden' }}>
                <Picture src={sequenced(1)} ratio={2} alt={t('content.preview.noImage')} />
                <Stack gap="xs" p="md">
                  {((values.tags ?? []) as string[]).length > 0 && (
                    <Group gap={4}>
                      {((values.tags ?? []) as string[]).map((tag) => (
                        <Badge
                          key={tag}
                          size="sm"
                          variant="light"
                          color={tag === 'limited' || tag === 'vip' ? 'orange' : 'violet'}
                        >
                          {t(`content.options.tags.${tag}`)}
                        </Badge>
                      ))}
                    </Group>
                  )}
                  <Title order={4} lineClamp={2}>
                    {title.text}
                  </Title>
                  <Text size="xs" c="dimmed">
                    {period}
                  </Text>
                  <Button size="xs" variant="default" w="fit-content">
                    {t('content.preview.more')}
                  </Button>
                </Stack>
              </Paper>
            </Stack>
            <Stack gap={4}>
              <Text size="xs" c="dimmed">
                {t('content.preview.details')}
              </Text>
              <Paper withBorder radius="lg" p="md">
                <Stack gap="sm">
                  <Title order={4}>{title.text}</Title>
                  {sequenced(2) && <Picture src={sequenced(2)} ratio={2} alt="" />}
                  <Text size="xs" c="dimmed">
                    {period}
                  </Text>
                  <RichHtml html={content.text} />
                  {typeof values.goTo === 'string' && (
                    <Button fullWidth>{t(`content.options.goTo.${values.goTo}`)}</Button>
                  )}
                </Stack>
              </Paper>
            </Stack>
          </SimpleGrid>
        )}
        {kind.look === 'banner' && (
          <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
            <Picture src={imageOf(values.image)} ratio={3} alt={t('content.preview.noImage')} />
          </Paper>
        )}
        {kind.look === 'notice' && (
          <Stack gap="sm">
            <Paper withBorder radius="xl" px="md" py={6}>
              <Text size="sm" truncate>
                📢 {title.text}
              </Text>
            </Paper>
            <Paper withBorder radius="lg" p="md">
              <Title order={4} mb="xs">
                {title.text}
              </Title>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {content.text}
              </Text>
            </Paper>
          </Stack>
        )}
        {kind.look === 'popup' && (
          <Paper withBorder radius="lg" p="md">
            <SimpleGrid
              cols={2}
              spacing="md"
              style={{ gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' }}
            >
              <Paper bg="var(--mantine-color-default-hover)" p="xs" radius="md">
                <Text size="sm" fw={700} lineClamp={3}>
                  {title.text}
                </Text>
              </Paper>
              <RichHtml html={content.text} />
            </SimpleGrid>
          </Paper>
        )}
        {kind.look === 'helpArticle' && (
          <Paper withBorder radius="lg" p="md">
            <Title order={3} mb="sm">
              {title.text}
            </Title>
            <RichHtml html={content.text} />
          </Paper>
        )}
        {kind.look === 'promotionCategory' && (
          <Badge size="xl" radius="xl" variant="gradient" gradient={{ from: 'orange', to: 'red' }} tt="none">
            {title.text}
          </Badge>
        )}
        {kind.look === 'customerService' && (
          <Paper withBorder radius="md" p="sm">
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700}>{title.text}</Text>
              <Text size="xs" c="dimmed" truncate>
                {String(values.path ?? '')}
              </Text>
            </Group>
          </Paper>
        )}
      </Box>
    </Stack>
  );
}
