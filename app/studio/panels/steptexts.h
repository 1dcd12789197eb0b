// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "playstate.h"
#include "storedevent.h"

#include <QObject>
#include <QString>

#include <map>
#include <optional>
#include <vector>

namespace nq {

class SolverRun;
class StepPlayer;

/// A page of StepTexts: the state at its start, its events and the words made so far. Declared
/// outside StepTexts: a nested class's default member initializers belong to the enclosing
/// class's complete-class context, so std::optional<Page> inside StepTexts is ill-formed (clang
/// rejects it; gcc happened to accept).
struct StepTextPage
{
    PlayState start;
    std::vector<StoredEvent> events;
    std::vector<QString> texts; // made so far, in order
    PlayState next; // the state after the last event with words
    std::uint64_t used = 0;
};

/**
 * The words of every step of the run, made when asked for, never kept for the whole run.
 *
 * A step's words are its caption (StepCaption::describe of its event and the state after it).
 * Steps are grouped in pages of kPage; a page holds the state at its start and its events, and
 * makes the words of its steps on the first request. Pages come from the player's history when
 * it holds them, else from a replay of the run on a worker of their own (runs are
 * deterministic), so any step of a run of billions can be read. At most kPages pages are kept.
 */
class StepTexts : public QObject
{
    Q_OBJECT
public:
    static constexpr std::int64_t kPage = 256;
    static constexpr std::size_t kPages = 64;

    explicit StepTexts(const StepPlayer *player, QObject *parent = nullptr);
    ~StepTexts() override;

    /// The words of step `step` (1 to the player's position: the event that led to `step`), or
    /// nothing while its page is being replayed (loaded() follows).
    std::optional<QString> text(std::int64_t step);
    /// A new run: forgets every page and stops a replay.
    void reset();
    /// The language changed: the words are made again (the events stay).
    void retranslate();
    /// Pages kept now (for tests).
    std::size_t pagesKept() const { return m_pages.size(); }
    /// Whether a page is being replayed.
    bool isLoading() const { return m_loading >= 0; }

signals:
    /// A replayed page arrived: its steps have words now.
    void loaded();

private:
    using Page = StepTextPage;

    // The page holding `index` (0-based event position) with its event, or null.
    Page *pageFor(std::int64_t position);
    bool fillFromHistory(Page &page, std::int64_t first, std::int64_t upTo) const;
    void request(std::int64_t page);
    void onReplayEvents();
    void keepAtMostPages();

    const StepPlayer *m_player;
    SolverRun *m_replay;
    std::map<std::int64_t, Page> m_pages;
    std::uint64_t m_clock = 0;
    std::int64_t m_loading = -1; // the page being replayed
    std::int64_t m_wanted = -1; // the page to replay next
    std::optional<Page> m_incoming; // the replayed page as it arrives
};

} // namespace nq
