import { Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { areaIcons } from '../navigation/area-icons';
import { areas } from '../navigation/areas';
import type { AreaGroup, AreaId } from '../navigation/areas';
import classes from './area-card.module.css';

interface AreaGroupSectionProps {
  group: AreaGroup;
  /** The group's areas the person may open. */
  areaIds: AreaId[];
}

export function AreaGroupSection({ group, areaIds }: AreaGroupSectionProps) {
  const { t } = useTranslation('shell');
  const headingId = `overview-${group}`;
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {t(`groups.${group}`)}
      </Title>
      <div className={classes.grid}>
        {areaIds.map((areaId) => {
          const { path } = areas[areaId];
          const AreaIcon = areaIcons[areaId];
          return (
            <Card key={areaId} component={Link} to={path} withBorder padding="md" className={classes.card}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" size="lg" aria-hidden>
                  <AreaIcon size={20} stroke={1.6} />
                </ThemeIcon>
                <div>
                  <Text fw={600}>{t(`areas.${areaId}.label`)}</Text>
                  <Text size="sm" c="dimmed">
                    {t(`areas.${areaId}.description`)}
                  </Text>
                </div>
              </Group>
            </Card>
          );
        })}
      </div>
    </section>
  );
}
