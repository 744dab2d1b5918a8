import { useEffect, useState } from 'react';
import { Card, Empty, Spin, Typography } from 'antd';
import { indexApi, type Article } from '@/api/common';
import { usePageQuery } from '@/components/tabPage';
import { SafeHtml } from './SafeHtml';

/** 通知详情 (/notice/detail?id=). */
export default function NoticeDetailPage() {
  const id = usePageQuery().get('id') ?? '';
  const [result, setResult] = useState<{ id: string; article: Article | null }>();
  const article = result?.article;

  useEffect(() => {
    let live = true;
    indexApi
      .article(id)
      .then((a) => live && setResult({ id, article: a }))
      .catch(() => live && setResult({ id, article: null }));
    return () => {
      live = false;
    };
  }, [id]);

  if (result?.id !== id) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if (!article) return <Empty description="该通知不存在或已删除" />;
  return (
    <Card>
      <Typography.Title level={3} style={{ textAlign: 'center' }}>
        {article.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
        {article.author}，发布日期：{article.publishDate}
      </Typography.Paragraph>
      <SafeHtml html={article.content ?? ''} />
    </Card>
  );
}
