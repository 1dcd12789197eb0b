// SPDX-License-Identifier: GPL-3.0-or-later
// A student's message to the class session, as the network delivers it: any bytes. What comes
// back is a join, a vote or a ping whose every field is in its range (the code six digits, a
// nickname that reads back as itself, a token of 32 hex digits or none, a round of 1 or 2, an
// answer of digits, letters and commas), or an error with its reason; nothing longer than the
// limit is ever read.
#include "classmessage.h"

#include <cstdint>
#include <cstdlib>

using namespace nq::ClassMessage;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArrayView text(reinterpret_cast<const char *>(data), qsizetype(size));
    const Message m = parse(text);
    if (const auto *e = std::get_if<Error>(&m)) {
        if (e->reason.isEmpty())
            std::abort();
        return 0;
    }
    if (text.size() > kMaxBytes)
        std::abort();
    if (const auto *j = std::get_if<Join>(&m)) {
        if (j->code.size() != kCodeDigits || j->nick.isEmpty() || j->nick.size() > kMaxNick
            || nickname(j->nick) != j->nick)
            std::abort();
        if (!j->token.isEmpty() && j->token.size() != kTokenDigits)
            std::abort();
        for (const QChar c : j->code + j->token) {
            if (!c.isDigit() && !(c >= u'a' && c <= u'f'))
                std::abort();
        }
    } else if (const auto *v = std::get_if<Vote>(&m)) {
        if (v->question < 1 || v->round < 1 || v->round > 2 || v->answer.size() > kMaxAnswer)
            std::abort();
        for (const QChar c : v->answer) {
            if (!(c >= u'0' && c <= u'9') && !(c >= u'a' && c <= u'z') && c != u',')
                std::abort();
        }
    }
    return 0;
}
