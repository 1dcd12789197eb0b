// SPDX-License-Identifier: GPL-3.0-or-later
#include "panels/steptexts.h"

#include "playback/stepplayer.h"
#include "solverrun.h"
#include "stepcaption.h"

namespace nq {

StepTexts::StepTexts(const StepPlayer *player, QObject *parent)
    : QObject(parent), m_player(player), m_replay(new SolverRun(this))
{
    connect(m_replay, &SolverRun::eventsAvailable, this, &StepTexts::onReplayEvents);
}

StepTexts::~StepTexts()
{
    m_replay->cancel();
}

void StepTexts::reset()
{
    m_replay->cancel();
    m_pages.clear();
    m_loading = -1;
    m_wanted = -1;
    m_incoming.reset();
}

void StepTexts::retranslate()
{
    for (auto &[index, page] : m_pages) {
        page.texts.clear();
        page.next = page.start;
    }
}

std::optional<QString> StepTexts::text(std::int64_t step)
{
    const std::int64_t position = step - 1;
    if (position < 0)
        return std::nullopt;
    Page *page = pageFor(position);
    if (!page)
        return std::nullopt;
    const auto index = static_cast<std::size_t>(position % kPage);
    // The words of the steps before it on the page first: each needs the state after it.
    while (page->texts.size() <= index) {
        const StoredEvent &e = page->events[page->texts.size()];
        page->next.apply(e);
        page->texts.push_back(StepCaption::describe(e, page->next, m_player->algorithm()));
    }
    return page->texts[index];
}

StepTexts::Page *StepTexts::pageFor(std::int64_t position)
{
    const std::int64_t index = position / kPage;
    const std::int64_t first = index * kPage;
    if (auto it = m_pages.find(index); it != m_pages.end()) {
        Page &page = it->second;
        page.used = ++m_clock;
        // The last page grows as the run plays on: its new events come from the history.
        if (position - first < std::int64_t(page.events.size())
            || fillFromHistory(page, first, position + 1))
            return &page;
        m_pages.erase(it);
    } else {
        const EventHistory &history = m_player->history();
        if (history.contains(first) && history.end() > position) {
            Page page;
            page.start = history.stateAt(first);
            page.next = page.start;
            page.used = ++m_clock;
            fillFromHistory(page, first, position + 1);
            Page &kept = m_pages.emplace(index, std::move(page)).first->second;
            keepAtMostPages(); // never this page: it was used last
            return &kept;
        }
    }
    request(index);
    return nullptr;
}

bool StepTexts::fillFromHistory(Page &page, std::int64_t first, std::int64_t upTo) const
{
    const EventHistory &history = m_player->history();
    std::int64_t p = first + std::int64_t(page.events.size());
    if (p < history.start())
        return false;
    const std::int64_t end = std::min(first + kPage, history.end());
    for (; p < end; ++p)
        page.events.push_back(history.eventAt(p));
    return first + std::int64_t(page.events.size()) >= upTo;
}

void StepTexts::request(std::int64_t page)
{
    if (m_loading == page)
        return;
    if (m_loading >= 0) {
        m_wanted = page; // after the one on its way
        return;
    }
    m_loading = page;
    m_incoming.reset();
    const RunDescription &run = m_player->run();
    m_replay->start(run.algorithm, run.options(), SolverRun::From::Position, page * kPage);
}

void StepTexts::onReplayEvents()
{
    if (m_loading < 0)
        return;
    while (std::optional<RunChunk> chunk = m_replay->take()) {
        if (!m_incoming) {
            if (!chunk->start)
                continue; // cannot happen: a replay sends its start first
            m_incoming.emplace();
            m_incoming->start = *chunk->start;
            m_incoming->next = m_incoming->start;
        }
        for (StoredEvent &e : chunk->events) {
            if (std::int64_t(m_incoming->events.size()) < kPage)
                m_incoming->events.push_back(std::move(e));
        }
    }
    const bool complete = m_incoming && std::int64_t(m_incoming->events.size()) >= kPage;
    if (!complete && !m_replay->producerDone())
        return;
    m_replay->cancel();
    const std::int64_t index = m_loading;
    m_loading = -1;
    if (m_incoming) {
        m_incoming->used = ++m_clock;
        m_pages.insert_or_assign(index, std::move(*m_incoming));
        m_incoming.reset();
        keepAtMostPages();
    }
    const std::int64_t wanted = std::exchange(m_wanted, -1);
    if (wanted >= 0 && wanted != index)
        request(wanted);
    emit loaded();
}

void StepTexts::keepAtMostPages()
{
    while (m_pages.size() > kPages) {
        auto oldest = m_pages.begin();
        for (auto it = m_pages.begin(); it != m_pages.end(); ++it) {
            if (it->second.used < oldest->second.used)
                oldest = it;
        }
        m_pages.erase(oldest);
    }
}

} // namespace nq
