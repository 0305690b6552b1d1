// Votes on products and questions (issue 4, SPEC §7 getVote): read a target's rating with the caller's own vote,
// and vote once per target. Guests vote under an anonymous voter id their device keeps.
import { Type } from '@fastify/type-provider-typebox';
import { Id } from './exam/ids.ts';
import type { Db } from '../db/open.ts';
import type { Authenticator } from '../auth/authenticate.ts';
import { badRequest, notFound } from '../lib/httpError.ts';
import { castVote, ratingOf, voteOf, voteTargetExists } from '../services/votes.ts';
import { GUEST_USER_ID } from '@domain/constants.ts';
import type { Tenant } from '@domain/markets/types.ts';
import { isRating, RATING_MAX, RATING_MIN, VOTER_ID_PATTERN, voterKey, voteTarget } from '@domain/votes/rating.ts';
import type { RouteApp } from '../lib/routeApp.ts';

/** Anonymous reads are shared briefly; a read with the caller's own vote is theirs alone. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=60';
const PRIVATE_CACHE_CONTROL = 'private, no-store';

const VoterId = Type.String({ minLength: 36, maxLength: 36, pattern: VOTER_ID_PATTERN, description: "A guest's anonymous voter id (a UUID its device keeps)" });
const RatingValue = Type.Integer({ minimum: RATING_MIN, maximum: RATING_MAX });
const Average = Type.Number({ minimum: 0, maximum: RATING_MAX, description: 'One decimal; 0 without votes' });
const Votes = Type.Integer({ minimum: 0 });

const VoteQuery = Type.Object({ productId: Id(), questionId: Type.Optional(Id()), voterId: Type.Optional(VoterId) }, { additionalProperties: false });
const VoteSummarySchema = Type.Object({ average: Average, votes: Votes, yourVote: Type.Union([RatingValue, Type.Null()]) }, { additionalProperties: false });
const VoteParams = Type.Object({ userId: Id() }, { additionalProperties: false });
const VoteBody = Type.Object(
  { productId: Id(), questionId: Type.Optional(Id()), rating: RatingValue, voterId: Type.Optional(VoterId) },
  { additionalProperties: false },
);
const VoteResultSchema = Type.Object(
  { status: Type.Union([Type.Literal('thanks'), Type.Literal('already-voted')]), average: Average, votes: Votes },
  { additionalProperties: false },
);
const tags = ['votes'];

export async function voteRoutes(app: RouteApp, { db, tenant, authenticator }: { db: Db; tenant: Tenant; authenticator: Authenticator }): Promise<void> {
  async function targetOf(productId: string, questionId: string | undefined) {
    if (!(await voteTargetExists(db, tenant, productId, questionId))) {
      throw questionId === undefined
        ? notFound(`No product ${productId}`, 'unknown_product')
        : notFound(`No question ${questionId} in product ${productId}`, 'unknown_question');
    }
    return voteTarget(productId, questionId);
  }

  app.get(
    '/getVote',
    {
      schema: {
        tags,
        summary: "A product's or question's rating, with the caller's own vote when known (bearer token, or a guest's voterId)",
        querystring: VoteQuery,
        response: { 200: VoteSummarySchema },
      },
    },
    async (request, reply) => {
      const { productId, questionId, voterId } = request.query;
      const target = await targetOf(productId, questionId);
      // Public: a missing, stale or foreign token only means the caller's own vote is not looked up.
      const user = await authenticator.identify(request);
      const voter = user ? voterKey({ userId: user.userId }) : voterId ? voterKey({ voterId }) : null;
      const [rating, yourVote] = await Promise.all([ratingOf(db, tenant, target), voter ? voteOf(db, tenant, target, voter) : null]);
      reply.header('cache-control', voter ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL).header('vary', 'authorization');
      return { ...rating, yourVote };
    },
  );

  app.post(
    '/votes/:userId',
    {
      schema: {
        tags,
        summary: "Vote 1–5 on a product or question: 201 'thanks' for a first vote, 200 'already-voted' when the first vote stands",
        params: VoteParams,
        body: VoteBody,
        response: { 200: VoteResultSchema, 201: VoteResultSchema },
      },
    },
    async (request, reply) => {
      const { userId } = request.params;
      const { productId, questionId, rating, voterId } = request.body;
      // The userId guard has already checked the bearer token against userId (or let `guest` through).
      let voter: string;
      if (userId !== GUEST_USER_ID) voter = voterKey({ userId });
      else if (voterId !== undefined) voter = voterKey({ voterId });
      else throw badRequest('Guests vote with the voterId their device keeps.', 'voter_id_required');
      // The schema already holds rating to 1–5; this narrows its type.
      if (!isRating(rating)) throw badRequest(`A rating is a whole number from ${RATING_MIN} to ${RATING_MAX}.`, 'bad_rating');
      const target = await targetOf(productId, questionId);
      const result = await castVote(db, tenant, target, voter, rating);
      reply.code(result.status === 'thanks' ? 201 : 200).header('cache-control', PRIVATE_CACHE_CONTROL);
      return result;
    },
  );
}
