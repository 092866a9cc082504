import { Button, Group, Image, Input, Paper, Stack, Text } from '@mantine/core';
import {
  CONTENT_IMAGE_TYPES,
  type ContentImageType,
  MAX_CONTENT_IMAGE_BYTES,
} from '@platform/contract/content';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/error-text.ts';
import { useUploadContentImage } from '../api/use-upload-content-image.ts';
import { useImageSource } from '../use-image-source.ts';

const MAX_MB = MAX_CONTENT_IMAGE_BYTES / 1024 / 1024;
const isImageType = (type: string): type is ContentImageType =>
  (CONTENT_IMAGE_TYPES as readonly string[]).includes(type);

export interface ImageUploadProps {
  label: string;
  /** The image's path on the image host (or an https URL); '' for none. */
  value: string;
  onChange: (path: string) => void;
  error?: string | undefined;
}

/**
 * One content image: checked here for its type and size before a byte is sent (the server checks
 * the bytes again), uploaded, and shown as a thumbnail.
 */
export function ImageUpload({ label, value, onChange, error }: ImageUploadProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadContentImage();
  const [refusal, setRefusal] = useState<string | null>(null);
  const imageSource = useImageSource();
  // The upload answers where the image is served: its thumbnail needs no other knowledge.
  const [uploaded, setUploaded] = useState<{ path: string; url: string } | null>(null);
  const thumbnail = uploaded?.path === value ? uploaded.url : imageSource(value);

  const send = async (file: File | undefined) => {
    if (!file) return;
    setRefusal(null);
    if (!isImageType(file.type)) return setRefusal(t('content.image.wrongType'));
    if (file.size > MAX_CONTENT_IMAGE_BYTES) return setRefusal(t('content.image.tooLarge', { max: MAX_MB }));
    try {
      const image = await upload.mutateAsync(file);
      setUploaded(image);
      onChange(image.path);
    } catch (failure) {
      setRefusal(errorText(failure));
    }
  };

  return (
    <Input.Wrapper label={label} labelProps={{ htmlFor: inputId }} error={refusal ?? error}>
      <Paper withBorder p="xs" radius="md">
        <Group wrap="nowrap" align="center">
          {thumbnail ? (
            <Image
              src={thumbnail}
              alt={t('content.image.thumbnail')}
              h={64}
              w={128}
              fit="cover"
              radius="sm"
            />
          ) : (
            <Text size="sm" c="dimmed" w={128} ta="center">
              {t('content.image.none')}
            </Text>
          )}
          <Stack gap={4}>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                loading={upload.isPending}
                onClick={() => input.current?.click()}
              >
                {value ? t('content.image.replace') : t('content.image.upload')}
              </Button>
              {value && (
                <Button size="xs" variant="subtle" color="red" onClick={() => onChange('')}>
                  {t('content.image.remove')}
                </Button>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {t('content.image.rule', { max: MAX_MB })}
            </Text>
          </Stack>
        </Group>
      </Paper>
      <input
        ref={input}
        id={inputId}
        type="file"
        hidden
        accept={CONTENT_IMAGE_TYPES.join(',')}
        onChange={(event) => {
          void send(event.currentTarget.files?.[0]);
          event.currentTarget.value = '';
        }}
      />
    </Input.Wrapper>
  );
}
