import { screen, waitFor, within } from '@testing-library/react'
import dayjs from 'dayjs'
import { describe, expect, it } from 'vitest'
import { table } from '../src/demo-backend/db'
import { demoControl } from '../src/demo-backend/node'
import { SLOW, card, findDialog, listsRead, requestsTo, settleAndClear, siteInstant, userMenu } from './home-helpers'
import { DEMO, renderApp } from './render-app'

const INCIDENTS = '/api/resource/Incident Reports'

async function openIncident(as: string = DEMO.resident) {
  const app = await renderApp('/dashboard', { as })
  await settleAndClear()
  await app.user.click((await card('Incident Report')))
  const dialog = await findDialog('Submit your incident report')
  return { ...app, dialog, d: within(dialog) }
}

describe('Submit your incident report', () => {
  it('has subject, the one category and a 4-row note', async () => {
    const { d, user } = await openIncident()
    expect(d.getByLabelText('Subject')).toBeInTheDocument()
    expect(d.getByLabelText('Note')).toHaveAttribute('rows', '4')
    const category = d.getByRole('combobox', { name: 'Category' })
    expect(category).toHaveValue('Security Concern')
    await user.click(category)
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Security Concern'])
  })

  it('Enter in the subject goes on to the note: a report sent cannot be changed, so it is not sent without one', async () => {
    const { d, user } = await openIncident()
    await user.type(d.getByLabelText('Subject'), 'Broken gate arm{Enter}')
    expect(d.getByLabelText('Note')).toHaveFocus()
    await user.keyboard('The arm stays up.')
    expect(d.getByLabelText('Note')).toHaveValue('The arm stays up.')
    expect(requestsTo(INCIDENTS, 'POST')).toHaveLength(0)
  })

  it("submits: 'Submitting...', submitted_by and submitted_at, toast, closes, no list refetches", async () => {
    demoControl.latency(100)
    const { d, user, dialog } = await openIncident()
    await user.type(d.getByLabelText('Subject'), 'Broken gate arm')
    await user.type(d.getByLabelText('Note'), 'The arm at the east gate stays up.')
    const before = dayjs()
    await user.click(d.getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(d.getByRole('button', { name: 'Submitting...' })).toBeDisabled())
    expect(await screen.findByText('Incident report submitted successfully', {}, SLOW)).toBeInTheDocument()
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    const body = requestsTo(INCIDENTS, 'POST')[0]!.body as Record<string, string>
    expect(body).toEqual({
      incident_name: 'Broken gate arm',
      incident_type: 'Security Concern',
      incident_summary: 'The arm at the east gate stays up.',
      submitted_by: DEMO.resident,
      submitted_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    })
    // The site's wall clock (D21).
    expect(Math.abs(siteInstant(body.submitted_at!).diff(before, 'second'))).toBeLessThan(5)
    expect(table('Incident Reports').some((r) => r.incident_name === 'Broken gate arm')).toBe(true)
    expect(listsRead()).toEqual([])
  })

  it("has no client validation: the server refuses an empty subject, 'Failed to submit incident report', input kept", async () => {
    const { d, user, dialog } = await openIncident()
    await user.type(d.getByLabelText('Note'), 'Something odd')
    await user.click(d.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Failed to submit incident report', {}, SLOW)).toBeInTheDocument()
    expect(requestsTo(INCIDENTS, 'POST')).toHaveLength(1)
    expect(dialog).toBeInTheDocument()
    expect(d.getByLabelText('Note')).toHaveValue('Something odd')
    expect(d.getByRole('button', { name: 'Submit' })).toBeEnabled()
  })

  it('works for the flagged community from the top bar', async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.flagged })
    await settleAndClear()
    await user.click(await userMenu())
    await user.click(await screen.findByRole('menuitem', { name: 'Submit your incident report' }))
    const d = within(await findDialog('Submit your incident report'))
    await user.type(d.getByLabelText('Subject'), 'Fence')
    await user.click(d.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Incident report submitted successfully', {}, SLOW)).toBeInTheDocument()
    expect(requestsTo(INCIDENTS, 'POST')[0]!.body).toMatchObject({ submitted_by: DEMO.flagged })
  })

  it('a club member reports one from the top bar, where the household Invite Guest is not offered', async () => {
    const { user } = await renderApp('/dashboard', { as: DEMO.club })
    await screen.findByTestId('club-dashboard', {}, SLOW)
    await user.click(await userMenu())
    await user.click(await screen.findByRole('menuitem', { name: 'Submit your incident report' }))
    expect(screen.queryByRole('menuitem', { name: /^Invite/ })).not.toBeInTheDocument()
    const d = within(await findDialog('Submit your incident report'))
    await user.type(d.getByLabelText('Subject'), 'Pool gate left open')
    await user.click(d.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Incident report submitted successfully', {}, SLOW)).toBeInTheDocument()
    expect(requestsTo(INCIDENTS, 'POST')[0]!.body).toMatchObject({ incident_name: 'Pool gate left open', submitted_by: DEMO.club })
  })
})
