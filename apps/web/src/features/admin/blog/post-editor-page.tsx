import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from '../../../router/index.ts';
import { getPost, type AdminPost } from './api.ts';
import { PostEditor } from './post-editor.tsx';

/** The new-post and edit-post screens (back-office.md §2.8): loads the post, or says it is gone. */
export function PostEditorPage() {
  const { id } = useParams();
  const [post, setPost] = useState<AdminPost>();
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (!id) return;
    getPost(id).then(setPost, () => setMissing(true));
  }, [id]);
  if (missing) return <PostNotFound />;
  if (id && !post) return <p className="text-slate-600">Loading blog post...</p>;
  return <PostEditor key={post?.id ?? 'new'} post={post} />;
}

/** Shown for an unknown id; goes back to the list by itself after 3 seconds. */
function PostNotFound() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => void navigate('/admin/blog'), 3000);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <section className="space-y-3">
      <h1 className="text-2xl font-bold">Post Not Found</h1>
      <p className="text-slate-600">The blog post you&apos;re looking for doesn&apos;t exist.</p>
      <Link
        to="/admin/blog"
        className="inline-block rounded-lg bg-slate-800 px-3 py-2 text-sm font-semibold text-white"
      >
        Back to Blog List
      </Link>
    </section>
  );
}
