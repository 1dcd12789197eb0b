// SPDX-License-Identifier: GPL-3.0-or-later
#include "browser/catalogjobs.h"

#include "platform/backgroundjob.h"
#include "solutioncatalog.h"

namespace nq {

CatalogJobs::CatalogJobs(QObject *parent) : QObject(parent) { }

CatalogJobs::~CatalogJobs()
{
    // Released jobs still running are children: destroying them waits for them.
    stopFilter();
    stopListing();
}

bool CatalogJobs::hasWorker() const
{
    return m_listing || !findChildren<BackgroundJob *>(Qt::FindDirectChildrenOnly).isEmpty();
}

void CatalogJobs::stopListing()
{
    if (m_listing) {
        m_listing->release();
        m_listing = nullptr;
    }
}

void CatalogJobs::list(const Problem &problem)
{
    stopListing();
    struct Listed
    {
        std::shared_ptr<SolutionCatalog> catalog;
        bool done = false;
        QString error;
    };
    auto made = std::make_shared<Listed>();
    m_listing = new BackgroundJob(
        [problem, made](BackgroundJob &job) {
            auto catalog = std::make_shared<SolutionCatalog>();
            made->done = problem.isDomination()
                ? catalog->buildDominationOrClasses(problem.n, problem.queens, problem.independent,
                                                    job.stopFlag(), &made->error)
                : catalog->build(problem.n, job.stopFlag(),
                                 [&job](double f) { job.setProgress(f); });
            made->catalog = std::move(catalog);
        },
        this);
    connect(m_listing, &BackgroundJob::progressed, this, &CatalogJobs::listProgressed);
    connect(m_listing, &BackgroundJob::finished, this, [this, made] {
        m_listing->setParent(nullptr); // no longer a worker of these jobs
        m_listing->deleteLater();
        m_listing = nullptr;
        emit listed(made->done ? made->catalog : nullptr, made->error); // no error when done
    });
    m_listing->start(100);
}

void CatalogJobs::stopFilter()
{
    if (m_filtering) {
        m_filtering->release();
        m_filtering = nullptr;
    }
}

void CatalogJobs::filter(std::shared_ptr<const SolutionCatalog> catalog,
                         const CatalogFilter &filter)
{
    stopFilter();
    auto result = std::make_shared<std::shared_ptr<const CatalogSelection>>();
    m_filtering = new BackgroundJob(
        [catalog = std::move(catalog), filter, result](BackgroundJob &job) {
            auto selection = CatalogFilterRun::select(*catalog, filter, job.stopFlag(),
                                                      [&job](double f) { job.setProgress(f); });
            if (selection)
                *result = std::make_shared<const CatalogSelection>(std::move(*selection));
        },
        this);
    BackgroundJob *job = m_filtering;
    connect(job, &BackgroundJob::finished, this, [this, job, result] {
        job->setParent(nullptr);
        job->deleteLater();
        if (job != m_filtering)
            return;
        m_filtering = nullptr;
        if (*result)
            emit filtered(*result);
    });
    job->start();
}

} // namespace nq
