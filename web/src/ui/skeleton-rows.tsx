import type { CSSProperties, HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from './skeleton';
import './stack-list.css';

export interface SkeletonRowProps {
  /** The row's class; its text column takes `<rowClassName>-text`, or `textClassName`. */
  rowClassName: string;
  textClassName?: string;
  /** The picture at the start of the row. */
  thumb: { width: CSSProperties['width']; height: CSSProperties['height']; radius: string };
  /** The widths of the text lines. */
  lines: readonly string[];
  /** `block`: a `div` row with a `div` text column; otherwise an `li` with a `span`. */
  block?: boolean;
}

/** One row of grey while a list loads: a picture, then lines of text. */
export function SkeletonRow({
  rowClassName,
  textClassName = `${rowClassName}-text`,
  thumb,
  lines,
  block = false,
}: SkeletonRowProps) {
  const Row = block ? 'div' : 'li';
  const Text = block ? 'div' : 'span';
  return (
    <Row className={rowClassName}>
      <Skeleton width={thumb.width} height={thumb.height} radius={thumb.radius} />
      <Text className={textClassName}>
        {lines.map((width, line) => (
          <Skeleton key={line} width={width} />
        ))}
      </Text>
    </Row>
  );
}

/** A `ul` of `rows` skeleton rows; other attributes (class, aria) go on the list. */
export function SkeletonRows({
  rows,
  row,
  ...rest
}: HTMLAttributes<HTMLUListElement> & { rows: number; row: Omit<SkeletonRowProps, 'block'> }) {
  return (
    <ul {...rest}>
      {Array.from({ length: rows }, (_, index) => (
        <SkeletonRow key={index} {...row} />
      ))}
    </ul>
  );
}

/** A screen's list while its first page loads: `rows` skeleton rows, announced as loading. */
export function LoadingRows({ rows, row }: { rows: number; row: Omit<SkeletonRowProps, 'block'> }) {
  const { t } = useTranslation();
  return (
    <SkeletonRows
      className="stack-list stack-list-inset"
      aria-busy="true"
      aria-label={t('common.loading')}
      rows={rows}
      row={row}
    />
  );
}
