import { getApi, type CommentGate, type CommenterSession, type CommentList, type PendingComment } from '@schools/shared-api';
import { useApiData, useCampus, useLang, type ApiData } from '@schools/ui';

/** A post's approved comments with their replies and the count (comment/view). */
export function useComments(postId: number): ApiData<CommentList> {
  const campus = useCampus();
  return useApiData(() => getApi().commentView({ postId }), [postId, campus.sname]);
}

/**
 * What the prompt needs (comment/skip-appId) and whether this browser is signed in to comment: the
 * visitor's own, so asked by the browser, never taken from the server's page.
 */
export function useCommentGate(postId: number): ApiData<{ gate: CommentGate; session: CommenterSession }> {
  const campus = useCampus();
  const lang = useLang();
  return useApiData(async () => {
    const api = getApi();
    const [gate, session] = await Promise.all([api.skipAppId({ postId }), api.wechatSession()]);
    return { gate, session };
  }, [postId, campus.sname, lang], { ownToVisitor: true });
}

/** The signed-in commenter's own comments on the post that await approval; none for anyone else. */
export function useMyPendingComments(postId: number, signedIn: boolean): ApiData<PendingComment[]> {
  const campus = useCampus();
  return useApiData(() => (signedIn ? getApi().commentMine({ postId }) : Promise.resolve([])), [postId, campus.sname, signedIn]);
}
