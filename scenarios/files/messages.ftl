# The window title
app-title = Mail
-brand = Mailer
welcome = Welcome to { -brand }, { $user }!
emails =
    { $count ->
        [one] You have one new email.
       *[other] You have { $count } new emails.
    }
login-button = Sign in
    .title = Sign in to your account
